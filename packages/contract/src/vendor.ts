import { z } from 'zod';
import { ACCOUNT, AUTH } from './messages.ts';
import {
  STATE_CODE_PATTERN,
  VENDOR_MAX_LENGTH,
  VENDOR_MIN_LENGTH,
  formatPhoneNumber,
  hasPhoneDigits,
} from './field-rules.ts';
import { businessZipSchema, emailSchema, requiredTextSchema, storedTextSchema } from './vendor-fields.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** docs/product-spec.md §3 Vendor, as the server answers it. */
export const vendorSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
});
export type Vendor = z.infer<typeof vendorSchema>;

// Server rules for profile fields: the loosest reading that both the registration form and the
// onboarding form satisfy, with the SPEC's messages, composed from vendor-fields.ts.
const stored = (field: keyof typeof VENDOR_MAX_LENGTH) => storedTextSchema(VENDOR_MAX_LENGTH[field]);
export const vendorFieldRules = {
  email: emailSchema(AUTH.invalidEmail),
  title: stored('title').pipe(requiredTextSchema(AUTH.companyNameRequired, VENDOR_MIN_LENGTH.title)),
  contactName: stored('contactName'),
  // Stored in one shape whatever was typed: (303) 555-0123.
  phone: stored('phone').refine(hasPhoneDigits, { error: AUTH.phoneInvalid }).transform(formatPhoneNumber),
  street1: stored('street').pipe(requiredTextSchema(AUTH.addressRequired)),
  street2: stored('street'),
  city: stored('city').pipe(requiredTextSchema(AUTH.cityRequired, VENDOR_MIN_LENGTH.city)),
  // Empty says the field is required (the SPEC's text); a value says what is wrong with it. A 2-letter code is
  // stored upper-case ('co' → 'CO').
  state: stored('state')
    .pipe(requiredTextSchema(AUTH.stateRequired))
    .pipe(requiredTextSchema(ACCOUNT.stateTooShort, VENDOR_MIN_LENGTH.state))
    .transform((v) => (STATE_CODE_PATTERN.test(v) ? v.toUpperCase() : v)),
  zipCode: stored('zipCode').pipe(requiredTextSchema(AUTH.zipcodeRequired)).pipe(businessZipSchema(ACCOUNT.zipInvalid)),
};

/** POST /vendor. The SPEC's body names the zip `zipcode`; `zipCode` is accepted too. */
export const createVendorBody = z
  .object({
    email: vendorFieldRules.email,
    title: vendorFieldRules.title,
    contactName: vendorFieldRules.contactName.optional().default(''),
    phone: vendorFieldRules.phone,
    street1: vendorFieldRules.street1,
    street2: vendorFieldRules.street2.optional().default(''),
    city: vendorFieldRules.city,
    state: vendorFieldRules.state,
    zipcode: vendorFieldRules.zipCode.optional(),
    zipCode: vendorFieldRules.zipCode.optional(),
  })
  .refine((v) => v.zipcode !== undefined || v.zipCode !== undefined, {
    error: AUTH.zipcodeRequired,
    path: ['zipcode'],
  })
  .transform(({ zipcode, zipCode, ...rest }) => ({ ...rest, zipCode: (zipCode ?? zipcode) as string }));
export type CreateVendorBody = z.infer<typeof createVendorBody>;

/** Every profile field with the server's rules: the Account page's Company Profile form (docs/product-spec.md §2). */
export const profileFieldsSchema = z.object({
  title: vendorFieldRules.title,
  contactName: vendorFieldRules.contactName,
  email: vendorFieldRules.email,
  phone: vendorFieldRules.phone,
  street1: vendorFieldRules.street1,
  street2: vendorFieldRules.street2,
  city: vendorFieldRules.city,
  state: vendorFieldRules.state,
  zipCode: vendorFieldRules.zipCode,
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** PATCH /vendor: any subset of the profile fields, same rules; a bad field refuses the whole body. */
export const patchVendorBody = profileFieldsSchema
  .extend({ zipcode: vendorFieldRules.zipCode })
  .partial()
  .transform(({ zipcode, ...rest }) =>
    zipcode !== undefined && rest.zipCode === undefined ? { ...rest, zipCode: zipcode } : rest,
  );
export type PatchVendorBody = z.infer<typeof patchVendorBody>;

/** GET /vendor answers a vendor; the SPA also accepts {data:[vendor]}. */
export const getVendorResponse = vendorSchema;
