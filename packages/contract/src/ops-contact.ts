// Issue 38 item 13: the marketplace's operations team, whom a vendor calls or mails when it cannot make a
// job within 24 hours of its start (it can no longer release it in the portal). Configuration
// (OPS_CONTACT_PHONE, OPS_CONTACT_EMAIL, docs/operations.md), checked once at start-up by the API and
// written into every page it serves; these defaults stand in when it is not set, and in development.

export interface OpsContact {
  phone: string;
  email: string;
}

export const DEFAULT_OPS_CONTACT: OpsContact = { phone: '(800) 555-0199', email: 'operations@servicehub.example' };

/** A phone number as a person writes it: digits with spaces, dots, dashes, brackets and a leading +; 7 to 15 digits. */
export const OPS_CONTACT_PHONE_PATTERN = /^\+?[\d\s().-]+$/;
export const phoneDigits = (phone: string): string => phone.replace(/[^\d+]/g, '');
export const isContactPhone = (phone: string): boolean => {
  const digits = phone.replace(/\D/g, '').length;
  return OPS_CONTACT_PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 15;
};
