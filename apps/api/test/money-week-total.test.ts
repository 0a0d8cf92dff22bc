import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addAdjustment } from '../src/modules/earnings/adjustments.ts';
import { dollars } from '../src/lib/csv.ts';
import { bookTestAppointment, HANG_GUARD_MS, type TestVendor } from './helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';

// docs/architecture.md "Money that is fair": a week's total is always its jobs plus its adjustments, and it is
// the same 64-bit figure wherever it is read: the vendor's Earnings, its statement's Total, the console's unpaid
// weeks, the bank's CSV and the payout that pays it. Jobs of up to 1,000 units at $100,000.00 (10^10 cents each)
// put most weeks far above 2^31 cents; adjustments of up to $100,000 either way.

// Wednesday 25 Nov 2026 18:00 UTC: the week of 16 Nov (Denver) has ended, so it is listed unpaid and may be paid.
const clock = new Date('2026-11-25T18:00:00Z');
const WEEK = '2026-11-16';
// Inside that week in Denver: Thursday 19 Nov, noon.
const inWeek = new Date('2026-11-19T19:00:00Z');
const UNIT_CENTS = 10_000_000;
let m: Marketplace;
beforeAll(async () => {
  m = await marketplace({
    now: clock,
    product: {
      title: 'Fleet',
      prices: [{ title: 'Truck', isOutside: true, schedulingInterface: 'datetime', payoutCents: UNIT_CENTS }],
    },
  });
});
afterAll(async () => m.t.close());

const as = async (headers: object, method: 'GET' | 'POST', url: string, payload?: object) =>
  m.t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

/** The week's total as each reader answers it, in cents (BigInt: exact whatever its size). */
async function totalsOf(v: TestVendor) {
  const earnings = (await as(v.headers, 'GET', '/api/earnings?weeks=2')).json().data.weeks;
  const week = earnings.find((w: { weekStart: string }) => w.weekStart === WEEK);
  const statement = (await as(v.headers, 'GET', `/api/earnings/statement?weekStart=${WEEK}`)).body;
  const totalRow = statement.trimEnd().split('\r\n').at(-1)!.split(',');
  const cents = (amount: string) => BigInt(amount.replace('.', ''));
  return { week, statementTotal: cents(totalRow[5]!) };
}

describe("a week's total", () => {
  it(
    'is its jobs plus its adjustments in Earnings, the statement, the unpaid weeks, the bank file and the payout',
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }),
          fc.array(
            fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((n) => n !== 0),
            { maxLength: 4 },
          ),
          async (quantities, amounts) => {
            runs += 1;
            const v = await m.company({ title: `Fleet ${runs}`, timeZone: 'America/Denver' });
            for (const quantity of quantities)
              await bookTestAppointment(m.t.app, m.product, {
                vendorId: v.vendorId,
                actualDateTime: inWeek.toISOString(),
                completedAt: inWeek.toISOString(),
                lines: [{ productId: m.product.id, priceId: m.product.prices[0]!.id, quantity }],
              });
            for (const amountCents of amounts)
              await addAdjustment(
                m.t.app.db,
                { vendorId: v.vendorId, amountCents, reason: 'Property', kind: 'manual', createdBy: 'test' },
                inWeek,
              );
            const jobs = quantities.reduce((s, q) => s + BigInt(q) * BigInt(UNIT_CENTS), 0n);
            const adjusted = amounts.reduce((s, a) => s + BigInt(a), 0n);
            const total = jobs + adjusted;

            const { week, statementTotal } = await totalsOf(v);
            expect([BigInt(week.completedCents), BigInt(week.adjustmentsCents), BigInt(week.totalCents)]).toEqual([
              jobs,
              adjusted,
              total,
            ]);
            expect(statementTotal).toBe(total);

            const unpaid = (await as(m.admin.headers, 'GET', '/api/ops/payouts?status=unpaid')).json().data;
            const row = unpaid.find((r: { vendorId: number }) => r.vendorId === v.vendorId);
            expect([row.weekStart, BigInt(row.totalCents)]).toEqual([WEEK, total]);
            const bank = (await as(m.admin.headers, 'GET', `/api/ops/payouts/export?weekStart=${WEEK}`)).body;
            expect(bank.split('\r\n')).toContain(`${v.vendorId},Fleet ${runs},${dollars(total).text}`);

            const paid = await as(m.admin.headers, 'POST', '/api/ops/payouts', {
              vendorId: v.vendorId,
              weekStart: WEEK,
              reference: `P-${runs}`,
            });
            expect(paid.statusCode, paid.body).toBe(201);
            expect(BigInt(paid.json().totalCents)).toBe(total);
            // Paid: the same total in Earnings, and off the unpaid weeks.
            expect(BigInt((await totalsOf(v)).week.totalCents)).toBe(total);
            const after = (await as(m.admin.headers, 'GET', '/api/ops/payouts?status=unpaid')).json().data;
            expect(after.some((r: { vendorId: number }) => r.vendorId === v.vendorId)).toBe(false);
          },
        ),
        { numRuns: 10 },
      );
      expect(runs).toBe(10);
    },
    HANG_GUARD_MS,
  );

  it('is written to the cent in every CSV, above 2^31 and up to 2^53 cents, either sign', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }), (cents) => {
        const [whole, part] = dollars(cents).text.replace('-', '').split('.');
        expect(part).toHaveLength(2);
        const back = BigInt(whole!) * 100n + BigInt(part!);
        expect(cents < 0n ? -back : back).toBe(cents);
      }),
    );
  });
});
