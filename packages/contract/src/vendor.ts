import { z } from 'zod';
import { ACCOUNT, AUTH } from './messages.ts';
import { VENDOR_MAX_LENGTH, VENDOR_MIN_LENGTH } from './field-rules.ts';
import {
  VENDOR_FIELDS,
  businessZipSchema,
  emailSchema,
  phoneSchema,
  stateSchema,
  requiredTextSchema,
  storedTextSchema,
  type VendorField,
} from './fields.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** One zod schema per vendor field, in VENDOR_FIELDS' order (fields.ts holds the one list). */
const perField = <S extends z.ZodType>(schema: (field: VendorField) => S) =>
  Object.fromEntries(VENDOR_FIELDS.map((f) => [f, schema(f)])) as Record<VendorField, S>;

/** docs/product-spec.md §3 Vendor, as the server answers it. */
export const vendorSchema = z.object({
  id: z.number().int(),
  ...perField(() => z.string()),
  reviewStatus: z.enum(REVIEW_STATUSES),
  // Issue 28: the vendor reads why the team decided as it did where it acts, not only in the mail.
  reviewNote: z
    .string()
    .nullable()
    .optional()
    .describe("The reviewer's reason for the latest review decision (a rejection always has one); null when none"),
});
export type Vendor = z.infer<typeof vendorSchema>;

// Server rules for profile fields: the loosest reading that both the registration form and the
// onboarding form satisfy, with the SPEC's messages, composed from vendor-fields.ts.
const stored = (field: keyof typeof VENDOR_MAX_LENGTH) => storedTextSchema(VENDOR_MAX_LENGTH[field]);
export const vendorFieldRules = {
  email: emailSchema(),
  title: stored('title').pipe(requiredTextSchema(AUTH.companyNameRequired, VENDOR_MIN_LENGTH.title)),
  contactName: stored('contactName'),
  // Stored in one shape whatever was typed: (303) 555-0123.
  phone: phoneSchema(),
  street1: stored('street').pipe(requiredTextSchema(AUTH.addressRequired)),
  street2: stored('street'),
  city: stored('city').pipe(requiredTextSchema(AUTH.cityRequired, VENDOR_MIN_LENGTH.city)),
  // Empty says the field is required (the SPEC's text); a value says what is wrong with it. Only a US state's
  // or territory's two letters, stored upper-case ('co' → 'CO'; 'Colorado' and 'XZ' are refused).
  state: stateSchema(AUTH.stateRequired, ACCOUNT.stateTooShort),
  // Account words a zip that has a value its own way (ours); empty keeps the SPEC's 'Zipcode is required'.
  zipCode: stored('zipCode').pipe(requiredTextSchema(AUTH.zipcodeRequired)).pipe(businessZipSchema(ACCOUNT.zipInvalid)),
} satisfies Record<VendorField, z.ZodType>;

/** POST /vendor. The SPEC's body names the zip `zipcode`; `zipCode` is accepted too. */
export const createVendorBody = z
  .object({
    ...vendorFieldRules,
    contactName: vendorFieldRules.contactName.optional().default(''),
    street2: vendorFieldRules.street2.optional().default(''),
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
export const profileFieldsSchema = z.object(vendorFieldRules);
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
