import { describe, expect, it } from 'vitest';
import { PHONE_FORMAT_PATTERN, hasPhoneDigits, isZipCode, ZIP_PLUS4_PATTERN } from './field-rules.ts';
import { profileFieldsSchema } from './vendor.ts';
import { registrationStep1 } from './auth.ts';
import { businessInfoSchema } from './onboarding.ts';
import { zipCodeValue } from './services.ts';
import { ACCOUNT, ONBOARDING } from './messages.ts';

describe('vendor field rules (docs/product-spec.md §5, §9)', () => {
  it.each(['80202', '02139'])('%s is a zip code', (zip) => expect(isZipCode(zip)).toBe(true));
  it.each(['8020', '802021', '8020a', ' 80202', '80202-1234'])('%j is not a 5-digit zip code', (zip) =>
    expect(isZipCode(zip)).toBe(false),
  );
  it('allows ZIP+4 only where the business zip is meant', () => {
    expect(ZIP_PLUS4_PATTERN.test('80202-1234')).toBe(true);
    expect(ZIP_PLUS4_PATTERN.test('80202-12')).toBe(false);
  });
  it('counts phone digits whatever the punctuation', () => {
    expect(hasPhoneDigits('(303) 555-0100')).toBe(true);
    expect(hasPhoneDigits('303-555-010')).toBe(false);
    expect(hasPhoneDigits('+1 (303) 555-0100')).toBe(false);
    expect(PHONE_FORMAT_PATTERN.test('(303) 555-0100')).toBe(true);
    expect(PHONE_FORMAT_PATTERN.test('303 555 0100')).toBe(false);
  });
});

describe('the schemas compose the rules, each with its own SPEC message', () => {
  type Parser = { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } };
  const messageFor = (schema: Parser, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('a bad zip', () => {
    expect(messageFor(zipCodeValue, '8020')).toBe('Zip codes must be exactly 5 digits.');
    expect(messageFor(businessInfoSchema.shape.zipCode, '8020')).toBe('Please enter a valid ZIP code');
    expect(messageFor(profileFieldsSchema.shape.zipCode, '')).toBe('Zipcode is required');
    expect(messageFor(profileFieldsSchema.shape.zipCode, '8020')).toBe(ACCOUNT.zipInvalid);
    expect(messageFor(registrationStep1.shape.zipcode, '8020')).toBe('Zipcode is required');
  });

  it('the profile says what is wrong with a value, and stores phone and state in one shape', () => {
    expect(messageFor(profileFieldsSchema.shape.state, ' ')).toBe('State is required');
    expect(messageFor(profileFieldsSchema.shape.state, 'C')).toBe(ACCOUNT.stateTooShort);
    expect(messageFor(businessInfoSchema.shape.state, '')).toBe('State is required');
    expect(messageFor(businessInfoSchema.shape.state, 'C')).toBe(ONBOARDING.stateTooShort);
    expect(profileFieldsSchema.shape.state.parse(' co ')).toBe('CO');
    // Issue 28 item 10: only a US state's or territory's two letters.
    expect(messageFor(profileFieldsSchema.shape.state, 'Colorado')).toBe(ACCOUNT.stateTooShort);
    expect(messageFor(profileFieldsSchema.shape.state, 'XZ')).toBe(ACCOUNT.stateTooShort);
    expect(profileFieldsSchema.shape.state.parse('pr')).toBe('PR');
    // The onboarding and the registration take the same state rule, each with its own words.
    expect(messageFor(businessInfoSchema.shape.state, 'Colorado')).toBe(ONBOARDING.stateTooShort);
    expect(messageFor(businessInfoSchema.shape.state, 'XZ')).toBe(ONBOARDING.stateTooShort);
    expect(businessInfoSchema.shape.state.parse(' co ')).toBe('CO');
    expect(messageFor(registrationStep1.shape.state, '')).toBe('State is required');
    expect(messageFor(registrationStep1.shape.state, 'C')).toBe('State is required');
    expect(messageFor(registrationStep1.shape.state, 'Colorado')).toBe('State is required');
    expect(registrationStep1.shape.state.parse('co')).toBe('CO');
    expect(profileFieldsSchema.shape.phone.parse('3035550123')).toBe('(303) 555-0123');
    expect(profileFieldsSchema.shape.phone.parse('303.555.0123')).toBe('(303) 555-0123');
  });

  it('a bad phone', () => {
    expect(messageFor(businessInfoSchema.shape.phone, '303555')).toBe(
      'Please enter a valid phone number: (XXX) XXX-XXXX',
    );
    expect(messageFor(profileFieldsSchema.shape.phone, '303555')).toBe('Phone number is invalid');
    expect(messageFor(registrationStep1.shape.phone, '303555')).toBe('Phone number is invalid');
  });
});
