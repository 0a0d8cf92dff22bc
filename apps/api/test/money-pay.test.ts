import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT } from '@vendor-portal/contract/messages';
import { opsHeaders, type TestContext } from './helpers.ts';
import type { TestStaff } from './staff-helpers.ts';
import { marketplace, type Marketplace } from './eligibility-helpers.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';
import { eq } from 'drizzle-orm';
import { appointments } from '../src/db/schema.ts';

// docs/architecture.md "Money that is fair" and "The visit": a job's pay is 64-bit (a booking of 1,000
// units at $100,000.00 is 10^10 cents), and a product's late-cancellation and no-show percentages are
// frozen into each booking as its pay is. The no-show pay is answered only on a no-show (visit.test.ts), so
// what was frozen is read from the row (appointments.no_show_cents).

let m: Marketplace;
let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
beforeAll(async () => {
  m = await marketplace();
  ({ t, admin, reviewer } = m);
});
afterAll(async () => t.close());

const as = (headers: object, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

type Product = { id: number; prices: { id: number }[]; cancellationPayoutPercent: number; noShowPayoutPercent: number };
async function product(body: object): Promise<Product> {
  const res = await as(admin.headers, 'POST', '/api/ops/products', {
    title: 'Fleet wash',
    prices: [{ title: 'Truck', payoutCents: 10_000_000 }],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const frozenNoShow = async (id: number) =>
  (await t.app.db.select({ c: appointments.noShowCents }).from(appointments).where(eq(appointments.id, id)))[0]!.c;

async function book(p: Product, vendorId: number, quantity: number) {
  const res = await as(
    opsHeaders,
    'POST',
    '/api/ops/appointments',
    opsBookingBody(p, { vendorId, lines: [{ productId: p.id, priceId: p.prices[0]!.id, quantity }] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('a job paying more than 2^31 − 1 cents', () => {
  it('is booked, answered and summed to the cent', async () => {
    const vendor = await m.company();
    const p = await product({});
    const id = await book(p, vendor.vendorId, 1000);
    const job = (await as(vendor.headers, 'GET', `/api/appointment/${id}`)).json().data;
    expect(job.payoutCents).toBe(10_000_000_000);
    expect(job.appointmentDetails.products[0].prices[0].payoutCents).toBe(10_000_000_000);
    expect([job.cancellationCents, await frozenNoShow(id)]).toEqual([5_000_000_000, 5_000_000_000]);
    await book(p, vendor.vendorId, 1000);
    const earnings = (await as(vendor.headers, 'GET', '/api/earnings')).json().data;
    expect([earnings.upcomingCount, earnings.upcomingCents]).toEqual([2, 20_000_000_000]);
  });
});

describe('cancellation and no-show percentages', () => {
  it('default to 50, are set by POST and PATCH (admin), and each booking keeps what they were when it was made', async () => {
    const vendor = await m.company();
    const byDefault = await product({ prices: [{ title: 'Unit', payoutCents: 1001 }] });
    expect([byDefault.cancellationPayoutPercent, byDefault.noShowPayoutPercent]).toEqual([50, 50]);
    const p = await product({
      prices: [{ title: 'Unit', payoutCents: 1001 }],
      cancellationPayoutPercent: 30,
      noShowPayoutPercent: 100,
    });
    expect([p.cancellationPayoutPercent, p.noShowPayoutPercent]).toEqual([30, 100]);
    const before = await book(p, vendor.vendorId, 1);

    const patch = { cancellationPayoutPercent: 0, noShowPayoutPercent: 75 };
    expect((await as(reviewer.headers, 'PATCH', `/api/ops/products/${p.id}`, patch)).statusCode).toBe(403);
    const patched = await as(admin.headers, 'PATCH', `/api/ops/products/${p.id}`, patch);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject(patch);
    const listed = (await as(reviewer.headers, 'GET', '/api/ops/products')).json().data;
    expect(listed.find((x: { id: number }) => x.id === p.id)).toMatchObject(patch);
    const after = await book(p, vendor.vendorId, 1);

    const read = async (id: number) => {
      const job = (await as(vendor.headers, 'GET', `/api/appointment/${id}`)).json().data;
      return [job.payoutCents, job.cancellationCents, await frozenNoShow(id)];
    };
    // 30% of 1001 is 300.3: rounded down, never more than the share.
    expect(await read(before)).toEqual([1001, 300, 1001]);
    expect(await read(after)).toEqual([1001, 0, 750]);
  });

  it('refuses a percent that is not a whole number from 0 to 100, beside the field, and changes nothing', async () => {
    const p = await product({});
    for (const bad of [-1, 101, 12.5, '50']) {
      const res = await as(admin.headers, 'PATCH', `/api/ops/products/${p.id}`, { noShowPayoutPercent: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain(PAYOUT.percentInvalid);
      const created = await as(admin.headers, 'POST', '/api/ops/products', {
        title: 'Bad',
        cancellationPayoutPercent: bad,
        prices: [{ title: 'Unit' }],
      });
      expect(created.statusCode).toBe(400);
    }
    const listed = (await as(admin.headers, 'GET', '/api/ops/products')).json().data;
    expect(listed.find((x: { id: number }) => x.id === p.id)).toMatchObject({ noShowPayoutPercent: 50 });
  });
});
