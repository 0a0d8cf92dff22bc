import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookTestAppointment, createTestApp, createTestProduct, type TestContext, type TestVendor } from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// Time to claim reads claim_waits (kept by PostgreSQL's triggers on appointments, migration 0014_insights3)
// for the period's whole hours and the claims themselves for its first and last part-hours: the figures
// must follow every claim, release and restamp, and the period's edges stay exact.

let t: TestContext;
let reviewer: TestStaff;
let vendor: TestVendor;
let detailing: Awaited<ReturnType<typeof createTestProduct>>;
let washing: Awaited<ReturnType<typeof createTestProduct>>;
let twoServices: number;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Books a job, claims it through the route, then dates the claim `claimedAgo` back and the booking `wait` minutes before. */
async function claimed(lines: Array<typeof detailing>, claimedAgo: number, wait: number) {
  const { id } = await bookTestAppointment(t.app, lines[0]!, {
    zipCode: '80501',
    lines: lines.map((p) => ({ productId: p.id, priceId: p.prices[0]!.id, quantity: 1 })),
  });
  // Its jobs overlap: a one-person company confirms the claim (409 no-one-free otherwise, issue 42).
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/appointment/claim/${id}`,
    headers: vendor.headers,
    payload: { confirm: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const claimedAt = new Date(Date.now() - claimedAgo);
  const bookedAt = new Date(claimedAt.getTime() - wait * MINUTE);
  await t.app.db.execute(
    sql`update appointments set claimed_at = ${claimedAt.toISOString()}, created_at = ${bookedAt.toISOString()} where id = ${id}`,
  );
  return id;
}
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: reviewer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await createTestStaff(t.app, 'reviewer');
  detailing = await createTestProduct(t.app, { title: 'Vehicle Detailing' });
  washing = await createTestProduct(t.app, { title: 'Pressure Washing' });
  vendor = await eligibleVendor(t.app, [detailing.id, washing.id], ['80501'], { title: 'Claimer' });
  // Two days ago (whole hours: claim_waits): 10 minutes; 20.5 minutes for a job of both services.
  await claimed([detailing], 2 * DAY, 10);
  twoServices = await claimed([detailing, washing], 2 * DAY, 20.5);
  // Around the start of a 1-day period: 2 minutes inside it (its first part-hour, read from the claim itself,
  // unless the period starts in an hour's last 2 minutes), and 10 minutes before it (outside).
  await claimed([detailing], DAY - 2 * MINUTE, 30);
  await claimed([detailing], DAY + 10 * MINUTE, 45);
  // Just now: this hour's part, read from the claim itself.
  await claimed([detailing], 0, 40);
});
afterAll(async () => t.close());

describe('time to claim follows the claims', () => {
  it('counts the period to its edges: whole hours from the rollup, part-hours from the claims', async () => {
    const day = (await get('/api/ops/insights?days=1')).data.timeToClaim;
    expect(day).toEqual({ count: 2, p50Minutes: 35, p90Minutes: 39 });
    // 10, 20.5, 30, 40, 45: the median 30, the 90th 40 + 0.6 × 5.
    const week = (await get('/api/ops/insights?days=7')).data.timeToClaim;
    expect(week).toEqual({ count: 5, p50Minutes: 30, p90Minutes: 43 });
  });

  it('answers each service with its own jobs', async () => {
    const { services } = (await get('/api/ops/insights/time-to-claim?days=7')).data;
    expect(services).toEqual([
      { productId: detailing.id, productTitle: 'Vehicle Detailing', count: 5, p50Minutes: 30, p90Minutes: 43 },
      { productId: washing.id, productTitle: 'Pressure Washing', count: 1, p50Minutes: 20.5, p90Minutes: 20.5 },
    ]);
  });

  it('takes a released job away at once', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/release/${twoServices}`,
      headers: vendor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 10, 30, 40, 45: the median 35, the 90th 40 + 0.7 × 5.
    expect((await get('/api/ops/insights?days=7')).data.timeToClaim).toEqual({
      count: 4,
      p50Minutes: 35,
      p90Minutes: 43.5,
    });
    const { services } = (await get('/api/ops/insights/time-to-claim?days=7')).data;
    expect(services.map((s: { productId: number; count: number }) => [s.productId, s.count])).toEqual([
      [detailing.id, 4],
    ]);
  });
});
