import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdjustment } from '../src/modules/earnings/adjustments.ts';
import { bookTestAppointment, type TestContext, type TestProduct, type TestVendor } from './helpers.ts';
import type { TestStaff } from './staff-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';
import { createTestMember } from './crew-helpers.ts';

// docs/architecture.md "Money that is fair": payouts at scale. Every ended unpaid week of every company
// (jobs or adjustments), oldest first, with totals; several paid at once (one already paid refused, the
// others paid); a week's unpaid totals as CSV for the bank; sums past 2^31 cents. Own database: the
// unpaid list spans every company.

// Wednesday 25 Nov 2026 18:00 UTC: the weeks of 9 and 16 Nov have ended in every US zone, 23 Nov has not.
const clock = new Date('2026-11-25T18:00:00Z');
let m: Marketplace;
let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
let product: TestProduct;
beforeAll(async () => {
  m = await marketplace({
    now: clock,
    product: {
      title: 'Fleet',
      prices: [{ title: 'Truck', isOutside: true, schedulingInterface: 'datetime', payoutCents: 10_000_000 }],
    },
  });
  ({ t, admin, reviewer, product } = m);
});
afterAll(async () => t.close());

const as = (headers: object, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const vendor = (title: string): Promise<TestVendor> => m.company({ title, timeZone: 'America/Denver' });
const job = (v: TestVendor, at: string, quantity: number) =>
  bookTestAppointment(t.app, product, {
    vendorId: v.vendorId,
    actualDateTime: at,
    completedAt: at,
    lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity }],
  });

describe('payouts at scale', () => {
  it('lists every ended unpaid week oldest first with totals past 2^31 cents, pays several at once, exports a week', async () => {
    const big = await vendor('=Big Fleet Co');
    const small = await vendor('Small Co');
    // Big: one job of 1,000 trucks ($100,000,000.00 = 10^10 cents) in the week of 9 Nov; one this week.
    await job(big, '2026-11-11T18:00:00Z', 1000);
    await job(big, '2026-11-24T18:00:00Z', 1);
    // Small: a job in the week of 16 Nov and, in the week of 9 Nov, only an adjustment.
    await job(small, '2026-11-17T18:00:00Z', 1);
    await addAdjustment(
      t.app.db,
      { vendorId: small.vendorId, amountCents: -2500, reason: 'Refund', kind: 'manual', createdBy: 'test' },
      new Date('2026-11-12T18:00:00Z'),
    );

    const unpaid = await as(reviewer.headers, 'GET', '/api/ops/payouts?status=unpaid');
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const rows = unpaid.json().data.map((r: Record<string, unknown>) => [r.title, r.weekStart, r.totalCents]);
    expect(rows).toEqual([
      ['=Big Fleet Co', '2026-11-09', 10_000_000_000],
      ['Small Co', '2026-11-09', -2500],
      ['Small Co', '2026-11-16', 10_000_000],
    ]);
    expect(unpaid.json().totals).toEqual({
      weeks: 3,
      completedCents: 10_010_000_000,
      adjustmentsCents: -2500,
      totalCents: 10_009_997_500,
    });

    const csv = await as(admin.headers, 'GET', '/api/ops/payouts/export?weekStart=2026-11-09');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      'Vendor,Company,Total (USD)',
      `${big.vendorId},'=Big Fleet Co,100000000.00`,
      `${small.vendorId},Small Co,-25.00`,
    ]);
    expect((await as(reviewer.headers, 'GET', '/api/ops/payouts/export?weekStart=2026-11-09')).statusCode).toBe(403);

    // One paid alone first; then a batch holding it again: it alone is refused, the others are paid.
    const first = await as(admin.headers, 'POST', '/api/ops/payouts', {
      vendorId: small.vendorId,
      weekStart: '2026-11-16',
      reference: 'ACH-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    const batch = await as(admin.headers, 'POST', '/api/ops/payouts/batch', {
      payouts: [
        { vendorId: big.vendorId, weekStart: '2026-11-09', reference: 'ACH-2' },
        { vendorId: small.vendorId, weekStart: '2026-11-16', reference: 'ACH-3' },
        { vendorId: small.vendorId, weekStart: '2026-11-09', reference: 'ACH-4' },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().data.map((r: Record<string, unknown>) => [r.statusCode, r.code])).toEqual([
      [201, null],
      [409, 'already-paid'],
      [201, null],
    ]);
    expect(batch.json().data[0].payout).toMatchObject({ totalCents: 10_000_000_000, reference: 'ACH-2' });
    const after = (await as(reviewer.headers, 'GET', '/api/ops/payouts?status=unpaid')).json();
    expect(after).toEqual({ data: [], totals: { weeks: 0, completedCents: 0, adjustmentsCents: 0, totalCents: 0 } });
    // The paid week keeps the reference it was paid with.
    const week = (await as(reviewer.headers, 'GET', '/api/ops/payouts?weekStart=2026-11-16')).json().data;
    expect(week.find((r: { vendorId: number }) => r.vendorId === small.vendorId).reference).toBe('ACH-1');
  });

  it('refuses the batch and the export to a reviewer and to vendor members; a bad query is 400', async () => {
    const v = await vendor('Members Co');
    const office = await createTestMember(t.app, v, 'office');
    const body = { payouts: [{ vendorId: v.vendorId, weekStart: '2026-11-09', reference: 'X' }] };
    expect((await as(reviewer.headers, 'POST', '/api/ops/payouts/batch', body)).statusCode).toBe(403);
    for (const who of [v.headers, office.headers]) {
      expect((await as(who, 'POST', '/api/ops/payouts/batch', body)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await as(who, 'GET', '/api/ops/payouts?status=unpaid')).statusCode).toBeGreaterThanOrEqual(401);
    }
    for (const q of ['', '?status=paid', '?status=unpaid&weekStart=2026-11-09'])
      expect((await as(reviewer.headers, 'GET', `/api/ops/payouts${q}`)).statusCode, q).toBe(400);
    expect((await as(admin.headers, 'GET', '/api/ops/payouts/export?weekStart=2026-11-10')).statusCode).toBe(400);
  });
});
