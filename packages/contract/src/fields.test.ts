import { describe, expect, it } from 'vitest';
import { accountBody, loginForm, passwordResetConfirmBody, registrationStep2, signUpForm } from './auth.ts';
import { uploadFields } from './files.ts';
import { confirmInvitationBody, inviteMemberBody } from './team.ts';
import { vendorFieldRules } from './vendor.ts';
import { passwordChangeForm } from './sign-in-settings.ts';
import { opsBookingForm, opsCreateAppointmentBody, opsCreateProductBody } from './ops/marketplace.ts';
import { AUTH, CONSOLE } from './messages.ts';

// One schema per field (docs/how-to/rules-and-texts.md): a field's rule is written in field-rules.ts (the
// predicate) and fields.ts (the zod schema), and nowhere else; the state's rule only in fields.ts
// (`stateSchema`). This reads every source file of the contract, the API and the SPA (Vite's glob, as
// text) and fails on a rule written a second time.
declare global {
  interface ImportMeta {
    glob: (patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }) => Record<string, string>;
  }
}
const SOURCES = import.meta.glob(
  [
    './**/*.ts',
    '../../../apps/api/src/**/*.ts',
    '../../../apps/web/src/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!./fields.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** What writes a field rule: a zip pattern, an email rule, a phone shape, a password length. */
const RULES: [string, RegExp][] = [
  ['a zip code pattern', /\\d\{5\}|\[0-9\]\{5\}/],
  ['an email rule', /z\.email\(|\.email\(\)|\[\^\\s@\]\+@/],
  ['a phone rule', /PHONE_FORMAT_PATTERN|hasPhoneDigits|PHONE_DIGITS|\\d\{3\}\\?\)/],
  ['a zip rule', /ZIP_CODE_PATTERN|ZIP_PLUS4_PATTERN/],
  ['a password length', /PASSWORD_LENGTH|PASSWORD_M(IN|AX)\b/],
];
/**
 * What writes a US state rule (the vendor's state, in any form or body): the codes, a two-letter pattern, or a
 * state field given its own length or required-text rule. `stateSchema` of fields.ts is the one.
 */
const STATE_RULE =
  /US_STATE_CODES|STATE_CODE|\[A-Z\]\{2\}|\[a-z\]\{2\}|LENGTH(\.state\b|\['state'\])|atLeast\(\s*'state'|\bstate:\s*(z\.string\(\)\.|requiredTextSchema|stored)/i;

describe('one schema per field', () => {
  const files = Object.keys(SOURCES);

  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('../../../apps/web/src/features/ops/booking-form.tsx');
  });

  it.each(RULES)('%s is written only in the field modules', (_, rule) => {
    expect(files.filter((file) => file !== './field-rules.ts' && rule.test(SOURCES[file]!))).toEqual([]);
  });

  it('a state rule is written only in fields.ts', () => {
    expect(files).toContain('./field-rules.ts');
    expect(files.filter((file) => STATE_RULE.test(SOURCES[file]!))).toEqual([]);
  });
});

describe('every form takes the server’s password rule, 128 at most', () => {
  const tooLong = 'x'.repeat(129);
  const messagesOf = (
    schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

  it.each([
    ['login', loginForm, { email: 'a@example.com', password: tooLong }],
    ['registration step 2', registrationStep2, { password: tooLong, confirmPassword: tooLong }],
    ['simple sign-up', signUpForm, { email: 'a@example.com', password: tooLong, confirmPassword: tooLong }],
    ['change password', passwordChangeForm, { currentPassword: 'x', newPassword: tooLong, confirmPassword: tooLong }],
  ])('%s', (_, schema, values) => expect(messagesOf(schema, values)).toEqual([AUTH.passwordMax]));
});

describe('a new password is not only spaces (issue 38 item 16), beside its field', () => {
  const blank = ' '.repeat(8);
  const fieldsOf = (
    schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it.each([
    ['sign-up body', accountBody, { email: 'a@example.com', password: blank }, 'password'],
    ['registration step 2', registrationStep2, { password: blank, confirmPassword: blank }, 'password'],
    ['simple sign-up', signUpForm, { email: 'a@example.com', password: blank, confirmPassword: blank }, 'password'],
    ['reset', passwordResetConfirmBody, { token: 't', newPassword: blank }, 'newPassword'],
    ['/join', confirmInvitationBody, { token: 't', password: blank }, 'password'],
    [
      'change password',
      passwordChangeForm,
      { currentPassword: 'x', newPassword: blank, confirmPassword: blank },
      'newPassword',
    ],
  ])('%s', (_, schema, values, field) => expect(fieldsOf(schema, values)).toEqual([[field, AUTH.passwordBlank]]));

  it('keeps spaces inside a password, and lets an old one sign in', () => {
    expect(accountBody.parse({ email: 'a@example.com', password: '  two words  ' }).password).toBe('  two words  ');
    expect(loginForm.safeParse({ email: 'a@example.com', password: blank }).success).toBe(true);
  });
});

describe('names are one line: control characters out (issue 38 item 16)', () => {
  it.each([
    ['a company', () => vendorFieldRules.title.parse('Acme\r\nBcc: evil@x.test'), 'Acme Bcc: evil@x.test'],
    ['a member', () => inviteMemberBody.shape.name.parse('Tess\u0000\u001b[31m Tech\u2028'), 'Tess [31m Tech'],
    ['a file title', () => uploadFields.shape.title.parse('\tW-9\n2026\u0085'), 'W-9 2026'],
    ['a product', () => opsCreateProductBody.shape.title.parse('Pressure\rWashing'), 'Pressure Washing'],
    ['a customer', () => opsCreateAppointmentBody.shape.customer.shape.firstName.parse('Casey\n'), 'Casey'],
  ])('%s', (_, parse, expected) => expect(parse()).toBe(expected));

  it('refuses a name that is only control characters as empty', () => {
    expect(inviteMemberBody.shape.name.safeParse('\r\n\t').success).toBe(false);
  });
});

describe('the booking form is the body’s fields', () => {
  const form = {
    firstName: 'Casey',
    lastName: 'Customer',
    email: '',
    phone: '',
    title: 'Home',
    street1: '1 Main St',
    street2: ' ',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
    date: '2026-12-01',
    time: '09:00',
    dateOnly: false,
    duration: '60',
    lines: [{ productId: '1', priceId: '2', quantity: '1' }],
    vendorId: '',
  };

  it('turns blanks into nulls and the length into a number', () => {
    expect(opsBookingForm.parse(form)).toMatchObject({ email: null, phone: null, street2: null, duration: 60 });
  });

  it('answers with the console’s words, as the body does', () => {
    const issues = (values: object) =>
      Object.fromEntries(
        opsBookingForm.safeParse({ ...form, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
      );
    expect(issues({ firstName: ' ', zipCode: '' })).toEqual({
      firstName: CONSOLE.fieldRequired,
      zipCode: CONSOLE.fieldRequired,
    });
    expect(issues({ zipCode: '8020', email: 'nope', duration: '0' })).toEqual({
      zipCode: CONSOLE.zipInvalid,
      email: CONSOLE.emailInvalid,
      duration: CONSOLE.durationInvalid,
    });
    expect(issues({ lines: [{ productId: '1', priceId: '', quantity: '1' }] })).toEqual({
      'lines.0.priceId': CONSOLE.fieldRequired,
    });
    expect(issues({ lines: [{ productId: '1', priceId: '2', quantity: '0' }] })).toEqual({
      'lines.0.quantity': CONSOLE.quantityInvalid,
    });
    // A time is required unless the prices make the booking date-only (issue 28 item 5).
    expect(issues({ time: '' })).toEqual({ time: CONSOLE.fieldRequired });
    expect(issues({ time: '', dateOnly: true })).toEqual({});
    expect(opsCreateAppointmentBody.shape.property.shape.zipCode.safeParse('8020').error?.issues[0]?.message).toBe(
      CONSOLE.zipInvalid,
    );
  });
});
