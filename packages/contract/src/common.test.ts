import { describe, expect, it } from 'vitest';
import { bodyIdSchema, calendarDaySchema, idSchema, normalizeTime } from './common.ts';

describe('normalizeTime (docs/product-spec.md §5 Time values)', () => {
  it.each([
    ['09:00', '09:00'],
    ['9:05', '09:05'],
    ['17:30:00', '17:30'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
    ['24:00', ''],
    ['12:60', ''],
    ['noon', ''],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTime(input)).toBe(expected);
  });
});

describe('ids and days', () => {
  it('accepts positive int4 ids only', () => {
    expect(idSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '2147483648', '', '0x15', '+21', '021', ' 21', '21 ', '1e3'])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });

  it('accepts a number or digits as an id in a JSON body, nothing a coercion would bend into one', () => {
    expect(bodyIdSchema.parse(7)).toBe(7);
    expect(bodyIdSchema.parse('7')).toBe(7);
    for (const bad of [true, false, [5], null, {}, '', ' 7', '7.0', '07', '0x7', '+7', '7e0', 0, -3, 1.5, 2147483648])
      expect(bodyIdSchema.safeParse(bad).success).toBe(false);
  });

  it('accepts real calendar days only', () => {
    expect(calendarDaySchema.safeParse('2026-02-28').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1'])
      expect(calendarDaySchema.safeParse(bad).success).toBe(false);
  });
});
