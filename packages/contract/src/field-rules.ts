// What a valid vendor field is (docs/product-spec.md §5 and §9), written once and free of zod, so that the SPA's
// models (zip-code lists, the phone formatter) use the same predicates as the schemas in
// vendor-fields.ts. A rule changes here; the schemas and models follow.

const FIVE_DIGITS = String.raw`\d{5}`;

/** docs/product-spec.md §9: a zip code is 5 digits. */
export const ZIP_CODE_PATTERN = new RegExp(`^${FIVE_DIGITS}$`);
/** docs/product-spec.md §9: the onboarding business zip (and so the vendor's zip) also allows ZIP+4. */
export const ZIP_PLUS4_PATTERN = new RegExp(String.raw`^${FIVE_DIGITS}(-\d{4})?$`);
/** docs/product-spec.md §9: the phone shape the onboarding form auto-formats to, (XXX) XXX-XXXX. */
export const PHONE_FORMAT_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const isZipCode = (value: string) => ZIP_CODE_PATTERN.test(value);

/** docs/product-spec.md §9: a phone has 10 digits (no more, no fewer); the digits of whatever was typed. */
export const PHONE_DIGITS = 10;
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
export const hasPhoneDigits = (value: string) => phoneDigits(value).length === PHONE_DIGITS;
/**
 * The one phone formatter: the shape the portal stores and shows, (XXX) XXX-XXXX, with at most 10 digits
 * (docs/product-spec.md §5/§9). It formats progressively, so the onboarding field formats as the vendor
 * types and deletes; given 10 digits it answers the stored shape.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
/** docs/product-spec.md §9 registration minimums (characters). */
export const VENDOR_MIN_LENGTH = { title: 2, phone: 10, address: 5, city: 2, zipcode: 5 } as const;

/** docs/product-spec.md §9: a password has at least 6 characters; 128 at most is ours (the server's limit). */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const;

/** Our storage limits (database columns) for the vendor's fields. */
export const VENDOR_MAX_LENGTH = {
  email: 254,
  title: 200,
  contactName: 200,
  phone: 40,
  street: 200,
  city: 100,
  state: 100,
  zipCode: 10,
} as const;
