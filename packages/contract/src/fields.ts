import { z } from 'zod';
import { AUTH } from './messages/auth.ts';
import { ONBOARDING } from './messages/onboarding.ts';
import { SERVICES } from './messages/services.ts';
import {
  PASSWORD_LENGTH,
  PHONE_FORMAT_PATTERN,
  VENDOR_MAX_LENGTH,
  ZIP_CODE_PATTERN,
  ZIP_PLUS4_PATTERN,
  formatPhone,
  hasPhoneDigits,
} from './field-rules.ts';

// One schema per field, its message inside (docs/how-to/rules-and-texts.md). Every form and every body
// takes a field's rule from here (the predicates live, free of zod, in field-rules.ts); fields.test.ts
// fails when a rule is written anywhere else. Each schema carries the SPEC's most common wording; a
// screen whose SPEC section words it differently passes that text, with a comment naming the section.

/** The vendor's fields, in the order forms and pages show them (docs/product-spec.md §3 Vendor). */
export const VENDOR_FIELDS = [
  'title',
  'contactName',
  'email',
  'phone',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
] as const;
export type VendorField = (typeof VENDOR_FIELDS)[number];
/** What a browser may fill each vendor field with (the HTML autocomplete token), beside the list it follows. */
export const VENDOR_FIELD_AUTOCOMPLETE = {
  title: 'organization',
  contactName: 'name',
  email: 'email',
  phone: 'tel',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
} as const satisfies Record<VendorField, string>;
/** The vendor's fields the onboarding's Business Info step asks for (the email is the account's). */
export type BusinessInfoField = Exclude<VendorField, 'email'>;
export const BUSINESS_INFO_FIELDS = VENDOR_FIELDS.filter((f): f is BusinessInfoField => f !== 'email');

/**
 * Control characters (C0 with CR and LF, DEL, C1) and Unicode's line and paragraph separators: never
 * part of a one-line text (issue 38 item 16: a company named with CR/LF broke mails' lines and CSVs).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A one-line text with each run of control characters made one space ("Acme\r\nBcc: x" → "Acme Bcc: x"). */
export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, ' ');

/** A one-line text (a name, a title, a street): control characters out, then trimmed; still a z.string(). */
export const lineTextSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutControlCharacters).trim();

/** A trimmed one-line text that is at least `min` characters long. */
export const requiredTextSchema = (error: string, min = 1) => lineTextSchema().min(min, { error });

/** A trimmed one-line text that fits its database column. */
export const storedTextSchema = (max: number) => lineTextSchema().max(max);

/** The two letters of a US state, DC or a territory (issue 28 item 10: not 'Colorado', not 'XZ'). */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI UM'
  ).split(' '),
);

/** A state as the profile stores it: trimmed, upper-cased, one of US_STATE_CODES (empty: `required`). */
export const stateSchema = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    // Empty says only that it is required.
    .min(1, { error: required, abort: true })
    .toUpperCase()
    .refine((v) => US_STATE_CODES.has(v), { error: invalid });

/** An email address: trimmed, lower-cased, fits the column. */
export const emailSchema = (error: string = AUTH.invalidEmail) =>
  z.string({ error }).trim().toLowerCase().max(VENDOR_MAX_LENGTH.email, { error }).pipe(z.email({ error }));

/** A password being chosen or typed: 6 to 128 characters (the server refuses more). */
export const passwordSchema = (minError: string = AUTH.passwordMin) =>
  z
    .string({ error: minError })
    .min(PASSWORD_LENGTH.min, { error: minError })
    .max(PASSWORD_LENGTH.max, { error: AUTH.passwordMax });

/**
 * A password being chosen (sign-up, /join, a reset, a change): passwordSchema's length, and not only
 * spaces (issue 38 item 16: eight spaces were accepted). Signing in keeps passwordSchema, so an
 * account made before the rule still signs in.
 */
export const newPasswordSchema = (minError: string = AUTH.passwordMin) =>
  passwordSchema(minError).refine((value) => value.trim() !== '', { error: AUTH.passwordBlank });

/** A password typed a second time: below the minimum, the SPEC's 'Confirm password is required' (§5 step 2). */
export const confirmPasswordSchema = (
  error: string = AUTH.confirmPasswordRequired,
  min: number = PASSWORD_LENGTH.min,
) => z.string({ error }).min(min, { error });

/** A phone: 10 digits whatever the punctuation, stored and shown as (XXX) XXX-XXXX. */
export const phoneSchema = (error: string = AUTH.phoneInvalid) =>
  z
    .string({ error })
    .trim()
    .max(VENDOR_MAX_LENGTH.phone, { error })
    .refine(hasPhoneDigits, { error })
    .transform(formatPhone);
/**
 * The onboarding's phone (docs/product-spec.md §5): the same field, already in the stored shape, since
 * that form formats it while the vendor types; anything else is refused with the form's message.
 */
export const formattedPhoneSchema = (error: string) => z.string().trim().regex(PHONE_FORMAT_PATTERN, { error });

/** A zip code a service covers or a property has: exactly 5 digits. */
export const zipCodeSchema = (error: string = SERVICES.zipFormat) =>
  z.string({ error }).trim().regex(ZIP_CODE_PATTERN, { error });

/** A business address's zip: 5 digits, optionally -4 digits (docs/product-spec.md §9). */
export const businessZipSchema = (error: string = ONBOARDING.zipInvalid) =>
  z.string({ error }).trim().regex(ZIP_PLUS4_PATTERN, { error });
