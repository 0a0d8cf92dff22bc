import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, dollarsToCents, percentOfCents, proRataCents, shareCents } from './money.ts';
import { priceAmountsForm } from './payout-cents.ts';
import { adjustmentForm } from './adjustments.ts';
import { resolveDisputeForm } from './disputes.ts';

// Money in one module (decision 020): one parser of dollars as typed, one computation of a share with its rounding.

describe('dollarsToCents, the one parser of dollars as typed', () => {
  it('reads whole dollars, cents, a $ and thousands grouped by commas, without floating point', () => {
    expect(dollarsToCents('45')).toBe(4500);
    expect(dollarsToCents('45.5')).toBe(4550);
    expect(dollarsToCents(' $1,200.07 ')).toBe(120_007);
    expect(dollarsToCents('1200')).toBe(120_000);
    expect(dollarsToCents('0.29')).toBe(29); // 0.29 × 100 is 28.999… in floating point
    expect(dollarsToCents('100000.00')).toBe(10_000_000);
  });

  it('refuses what is not an amount, and a minus unless the field takes debits', () => {
    for (const bad of ['', 'abc', '1.234', '1,20', '12,3456', '$', '.5', '1.', '--1', '1e3', '0x10'])
      expect(dollarsToCents(bad), bad).toBeNull();
    expect(dollarsToCents('-12.50')).toBeNull();
    expect(dollarsToCents('-12.50', { negative: true })).toBe(-1250);
    expect(dollarsToCents('-$3', { negative: true })).toBe(-300);
  });

  it('reads back exactly what centsToDecimal writes, and nothing looser, for the statement', () => {
    for (const cents of [0, 29, 123_450, -307, 10_000_000]) expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    for (const loose of ['12.5', '$12.50', '1,234.50', '12']) expect(decimalToCents(loose), loose).toBeNaN();
  });

  it('is what the console forms parse with: a price, an adjustment, a dispute answer', () => {
    expect(priceAmountsForm.parse({ payout: '1,200.5', price: '$45' })).toEqual({ payout: 120_050, price: 4500 });
    expect(priceAmountsForm.safeParse({ payout: '-1', price: '1' }).success).toBe(false);
    expect(adjustmentForm.parse({ amount: '-12.5', reason: 'Late fee' }).amount).toBe(-1250);
    expect(adjustmentForm.safeParse({ amount: '12.345', reason: 'x' }).success).toBe(false);
    const answer = { status: 'resolved', response: 'Paid.' } as const;
    expect(resolveDisputeForm.parse({ ...answer, amount: '25.50' })).toMatchObject({ amountCents: 2550 });
    expect(resolveDisputeForm.parse({ ...answer, amount: ' ' })).not.toHaveProperty('amountCents');
    expect(resolveDisputeForm.safeParse({ ...answer, amount: '-5' }).success).toBe(false);
  });
});

describe('shareCents, the one computation of a share of money', () => {
  it('rounds a percent of pay down, at the half cent too (no-show, late cancellation)', () => {
    expect(percentOfCents(1001, 50)).toBe(500); // 500.5
    expect(percentOfCents(1001, 30)).toBe(300); // 300.3
    expect(percentOfCents(1001, 75)).toBe(750); // 750.75
    expect(percentOfCents(9001, 30)).toBe(2700);
    expect(percentOfCents(1, 50)).toBe(0);
    expect(percentOfCents(1001, 100)).toBe(1001);
    expect(percentOfCents(1001, 0)).toBe(0);
  });

  it('rounds a pro rata share to the nearest cent, half a cent up (more time)', () => {
    expect(proRataCents(1, 1, 2)).toBe(1); // 0.5
    expect(proRataCents(3, 1, 2)).toBe(2); // 1.5
    expect(proRataCents(5335, 25, 90)).toBe(1482); // 1481.9…
    expect(proRataCents(4000, 25, 90)).toBe(1111); // 1111.1…
    expect(proRataCents(5000, 25, 90)).toBe(1389); // 1388.8…
    expect(proRataCents(6817, 23, 115)).toBe(1363); // 1363.4
  });

  it('stays exact for the largest amounts a booking can reach, and gives nothing of no duration', () => {
    // A line of 1,000 units at $100,000.00 is 10^10 cents; 240 more minutes of a 15-minute job.
    expect(proRataCents(10_000_000_000, 240, 15)).toBe(160_000_000_000);
    expect(percentOfCents(10_000_000_001, 50)).toBe(5_000_000_000);
    expect(proRataCents(10_000_000_001, 1, 2)).toBe(5_000_000_001);
    expect(shareCents(1000, 10, 0, 'nearest')).toBe(0);
    expect(shareCents(1000, 10, Number.POSITIVE_INFINITY, 'down')).toBe(0);
  });
});
