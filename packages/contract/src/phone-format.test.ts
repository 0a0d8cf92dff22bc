import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHONE_FORMAT_PATTERN, formatPhone } from './field-rules.ts';

describe('formatPhone (docs/product-spec.md §5 onboarding phone)', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['303', '(303'],
    ['3035', '(303) 5'],
    ['303555', '(303) 555'],
    ['3035550', '(303) 555-0'],
    ['3035550123', '(303) 555-0123'],
    ['303-555-0123 ext 9', '(303) 555-0123'],
    ['(303) 555-01234567', '(303) 555-0123'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('keeps at most 10 digits, and any 10 digits make a valid phone', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatPhone(s);
        expect(out.replace(/\D/g, '').length).toBeLessThanOrEqual(10);
        expect(formatPhone(out)).toBe(out);
        if (s.replace(/\D/g, '').length >= 10) expect(out).toMatch(PHONE_FORMAT_PATTERN);
      }),
    );
  });
});
