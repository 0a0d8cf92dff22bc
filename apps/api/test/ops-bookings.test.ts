import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// Issue 38 item 10: GET /api/ops/appointments searched, filtered and paged on the server (daily work on
// hundreds of bookings), its fixed shape kept: {data, counts} with total and page added.

let t: TestContext;
let reviewer: TestStaff;
let product: TestProduct;
let vendor: TestVendor;
const ids: Record<string, number> = {};
// One unique word per run: the filters see only this file's bookings.
const run = `r${process.pid}${Date.now() % 100_000}`;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await createTestStaff(t.app, 'reviewer');
  product = await createTestProduct(t.app, { title: 'Filter Product' });
  vendor = await createTestVendor(t.app, { title: `Glassworks ${run} LLC` });
  const customer = (firstName: string) => ({
    firstName,
    lastName: run,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '(303) 555-0101',
  });
  // 9:30 PM in Denver on Dec 14 is Dec 15 in UTC: the day is the property's.
  ids.ada = (
    await bookTestAppointment(t.app, product, {
      customer: customer('Ada'),
      actualDateTime: '2026-12-15T04:30:00.000Z',
      property: { city: `Boulder${run}` },
    })
  ).id;
  ids.bo = (
    await bookTestAppointment(t.app, product, {
      customer: customer('Bo'),
      actualDateTime: '2026-12-15T17:00:00.000Z',
    })
  ).id;
  ids.cy = (
    await bookTestAppointment(t.app, product, {
      customer: customer('Cy'),
      actualDateTime: '2026-12-16T17:00:00.000Z',
      vendorId: vendor.vendorId,
    })
  ).id;
});
afterAll(async () => t.close());

const list = async (query: string, headers: { authorization: string } = reviewer.headers) =>
  t.app.inject({ method: 'GET', url: `/api/ops/appointments?${query}`, headers });
const found = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: OpsAppointment[]; counts: Record<string, number>; total: number; page: number };
  return { ...body, ids: body.data.map((a) => a.id) };
};

describe('GET /api/ops/appointments, searched and filtered', () => {
  it('keeps its shape without filters, with total and page added', async () => {
    const all = await found('state=unclaimed');
    expect(Object.keys(all).sort()).toEqual(['counts', 'data', 'ids', 'page', 'total']);
    expect(all.page).toBe(1);
    expect(all.total).toBe(all.counts.unclaimed);
  });

  it('searches a customer, a city, a company and a booking number; counts only what matches', async () => {
    expect((await found(`state=unclaimed&q=${run}`)).ids).toEqual([ids.ada, ids.bo]);
    const byCustomer = await found(`state=unclaimed&customer=ada%20${run}`);
    expect(byCustomer.ids).toEqual([ids.ada]);
    expect(byCustomer.counts).toEqual({ unclaimed: 1, claimed: 0, completed: 0 });
    expect((await found(`state=unclaimed&q=boulder${run}`)).ids).toEqual([ids.ada]);
    expect((await found(`state=claimed&q=glassworks%20${run}`)).ids).toEqual([ids.cy]);
    expect((await found(`state=claimed&company=${run}`)).ids).toEqual([ids.cy]);
    expect((await found(`state=unclaimed&company=${run}`)).ids).toEqual([]);
    expect((await found(`state=claimed&q=%23${ids.cy}`)).ids).toEqual([ids.cy]);
    // ILIKE's own wildcards are taken literally.
    expect((await found(`state=unclaimed&customer=${run}%25`)).ids).toEqual([]);
  });

  it("filters by the day in the property's zone", async () => {
    const day = await found(`state=unclaimed&customer=${run}&day=2026-12-14`);
    expect(day.ids).toEqual([ids.ada]);
    expect((await found(`state=unclaimed&customer=${run}&day=2026-12-15`)).ids).toEqual([ids.bo]);
    expect((await found(`state=claimed&customer=${run}&day=2026-12-16`)).ids).toEqual([ids.cy]);
  });

  it('answers a page at a time with the total', async () => {
    const first = await found(`state=unclaimed&customer=${run}&limit=1`);
    const second = await found(`state=unclaimed&customer=${run}&limit=1&page=2`);
    const third = await found(`state=unclaimed&customer=${run}&limit=1&page=3`);
    expect([first.ids, second.ids, third.ids]).toEqual([[ids.ada], [ids.bo], []]);
    expect([first.total, second.page]).toEqual([2, 2]);
  });

  it('answers bad filters 400, never 500', async () => {
    for (const query of [
      'state=unclaimed&day=2026-02-30',
      'state=unclaimed&day=tomorrow',
      'state=unclaimed&page=0',
      'state=unclaimed&page=abc',
      'state=unclaimed&limit=501',
      'state=open',
      `state=unclaimed&q=${'x'.repeat(201)}`,
      'state=unclaimed&customer=a&customer=b',
      'state=unclaimed&day=2026-12-14&day=2026-12-15',
      'state=unclaimed&q=%27%3B%20drop%20table%20appointments%3B--',
    ]) {
      const res = await list(query);
      expect([query, res.statusCode]).toEqual([query, query.includes('drop') ? 200 : 400]);
    }
  });

  it("refuses a vendor's token (403 staff-only) and none (401)", async () => {
    const res = await list('state=unclaimed', vendor.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'staff-only' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/appointments?state=unclaimed' })).statusCode).toBe(401);
    // The audit log it links to: staff only too, and its search's bad input is 400.
    const audit = await t.app.inject({ method: 'GET', url: '/api/ops/audit?q=claim', headers: vendor.headers });
    expect([audit.statusCode, audit.json().code]).toEqual([403, 'staff-only']);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/ops/audit?q=${'x'.repeat(201)}`,
      headers: reviewer.headers,
    });
    expect(long.statusCode).toBe(400);
  });
});
