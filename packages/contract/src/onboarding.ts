import { z } from 'zod';
import { ONBOARDING } from './messages.ts';

// SPEC §5 "Onboarding business info": the wizard's first form, with its messages verbatim.

/** (XXX) XXX-XXXX: the shape the phone field auto-formats to (SPEC §9). */
export const ONBOARDING_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** 5 digits, optionally -4 digits (SPEC §9: the onboarding business zip also allows ZIP+4). */
export const ONBOARDING_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

// Minimums follow the server's rules for a vendor (title, city and state at least 2 characters),
// so that what the form accepts the server accepts too.
const required = (message: string, min = 1) => z.string().trim().min(min, { error: message });

export const businessInfoSchema = z.object({
  title: required(ONBOARDING.businessNameRequired, 2),
  contactName: required(ONBOARDING.contactNameRequired),
  phone: z.string().trim().regex(ONBOARDING_PHONE_PATTERN, { error: ONBOARDING.phoneInvalid }),
  street1: required(ONBOARDING.streetRequired),
  street2: z.string().trim(),
  city: required(ONBOARDING.cityRequired, 2),
  state: required(ONBOARDING.stateRequired, 2),
  zipCode: z.string().trim().regex(ONBOARDING_ZIP_PATTERN, { error: ONBOARDING.zipInvalid }),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const EMPTY_BUSINESS_INFO: BusinessInfo = {
  title: '',
  contactName: '',
  phone: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zipCode: '',
};
