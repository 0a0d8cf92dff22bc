import { describe, expect, it } from 'vitest';
import { ONBOARDING } from './messages.ts';
import { businessInfoSchema } from './onboarding.ts';

const valid = {
  title: 'Shine Co',
  contactName: 'Jo Doe',
  phone: '(303) 555-0123',
  street1: '1 Main St',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
};

function messages(input: Record<string, string>) {
  const result = businessInfoSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('businessInfoSchema (docs/product-spec.md §5 onboarding business info)', () => {
  it('accepts a complete form, street 2 optional, ZIP or ZIP+4', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, zipCode: '80202-1234' })).toEqual([]);
  });

  it('gives every SPEC message', () => {
    expect(
      messages({
        title: ' ',
        contactName: '',
        phone: '303555',
        street1: '',
        street2: '',
        city: '',
        state: '',
        zipCode: '8020',
      }),
    ).toEqual([
      ONBOARDING.businessNameRequired,
      ONBOARDING.contactNameRequired,
      ONBOARDING.phoneInvalid,
      ONBOARDING.streetRequired,
      ONBOARDING.cityRequired,
      ONBOARDING.stateRequired,
      ONBOARDING.zipInvalid,
    ]);
  });

  it('rejects an unformatted phone and a malformed ZIP+4', () => {
    expect(messages({ ...valid, phone: '3035550123' })).toEqual([ONBOARDING.phoneInvalid]);
    expect(messages({ ...valid, zipCode: '80202-12' })).toEqual([ONBOARDING.zipInvalid]);
  });
});
