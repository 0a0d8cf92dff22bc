import { PHONE_DIGITS, phoneDigits } from '@vendor-portal/contract/field-rules';

/**
 * docs/product-spec.md §5/§9: the onboarding phone is auto-formatted as (XXX) XXX-XXXX with at most 10 digits.
 * Formats progressively so that typing and deleting feel natural.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
