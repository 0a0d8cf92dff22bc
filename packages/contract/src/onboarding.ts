import { z } from 'zod';
import { ONBOARDING } from './messages/onboarding.ts';
import { VENDOR_MIN_LENGTH } from './field-rules.ts';
import {
  BUSINESS_INFO_FIELDS,
  businessZipSchema,
  formattedPhoneSchema,
  requiredTextSchema,
  stateSchema,
  type BusinessInfoField,
} from './fields.ts';

// docs/product-spec.md §5 "Onboarding business info": the wizard's first form, with its messages verbatim.

// Minimums and the state follow the server's rules for a vendor (title and city at least 2 characters, a US
// state's two letters), so that what the form accepts the server accepts too.
export const businessInfoSchema = z.object({
  title: requiredTextSchema(ONBOARDING.businessNameRequired, VENDOR_MIN_LENGTH.title),
  contactName: requiredTextSchema(ONBOARDING.contactNameRequired),
  // docs/product-spec.md §5 Onboarding business info words a bad phone and a bad zip its own way.
  phone: formattedPhoneSchema(ONBOARDING.phoneInvalid),
  street1: requiredTextSchema(ONBOARDING.streetRequired),
  street2: z.string().trim(),
  city: requiredTextSchema(ONBOARDING.cityRequired, VENDOR_MIN_LENGTH.city),
  // Empty: the SPEC's 'State is required'; a value that is not a state says what is wrong with it (as the profile does).
  state: stateSchema(ONBOARDING.stateRequired, ONBOARDING.stateTooShort),
  zipCode: businessZipSchema(),
} satisfies Record<BusinessInfoField, z.ZodType>);
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const EMPTY_BUSINESS_INFO = Object.fromEntries(BUSINESS_INFO_FIELDS.map((f) => [f, ''])) as BusinessInfo;
