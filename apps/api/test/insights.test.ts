import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { vendorProducts } from '../src/db/schema.ts';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { approveVendor, verifyEmail } from './eligibility-helpers.ts';
import { createTestStaff, type TestStaff, uploadDocument } from './staff-helpers.ts';

// docs/architecture.md "The marketplace at a glance": every figure against data built here by hand,
// on a fresh database (nothing else in it), through the real routes.

let t: TestContext;
let reviewer: TestStaff;
let admin: TestStaff;
let detailing: Awaited<ReturnType<typeof createTestProduct>>;
let washing: Awaited<ReturnType<typeof createTestProduct>>;
const v = {} as Record<'signedUp' | 'verified' | 'claimer' | 'approved' | 'old', TestVendor>;
const jobs = {} as Record<'servable' | 'nobody' | 'wrongService', number>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The vendor serves `productId` in `zip` (adding the service first when it has not got it yet). */
async function serve(vendor: TestVendor, productId: number, zip: string) {
  const [offered] = await t.app.db
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(and(eq(vendorProducts.vendorId, vendor.vendorId), eq(vendorProducts.productId, productId)));
  const { id } = offered ?? (await addVendorProduct(t.app.db, vendor.vendorId, productId));
  await addZipCode(t.app.db, vendor.vendorId, id, zip);
}
const book = async (product: typeof detailing, zipCode: string, bookedAgoMs = 0) => {
  const { id } = await bookTestAppointment(t.app, product, { zipCode });
  const bookedAt = new Date(Date.now() - bookedAgoMs).toISOString();
  await t.app.db.execute(sql`update appointments set created_at = ${bookedAt} where id = ${id}`);
  return id;
};
const get = async (url: string, headers = reviewer.headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The Monday (UTC) of the week of `at`, as the API writes it. */
const mondayOf = (at: Date) => {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await createTestStaff(t.app, 'reviewer');
  admin = await createTestStaff(t.app, 'admin');
  detailing = await createTestProduct(t.app, { title: 'Vehicle Detailing' });
  washing = await createTestProduct(t.app, { title: 'Pressure Washing' });

  // The funnel: one vendor at each step, and one who signed up before the period.
  v.signedUp = await createTestVendor(t.app, { title: 'Only Signed Up' });
  v.verified = await createTestVendor(t.app, { title: 'Only Verified' });
  await verifyEmail(t.app, v.verified);
  v.claimer = await createTestVendor(t.app, { title: 'Claimer' });
  await verifyEmail(t.app, v.claimer);
  await approveVendor(t.app, v.claimer.vendorId);
  await serve(v.claimer, detailing.id, '80501');
  v.approved = await createTestVendor(t.app, { title: 'Approved Never Claimed' });
  await verifyEmail(t.app, v.approved);
  await approveVendor(t.app, v.approved.vendorId);
  await serve(v.approved, detailing.id, '80601');
  v.old = await createTestVendor(t.app, { title: 'Signed Up Long Ago' });
  const longAgo = new Date(Date.now() - 40 * DAY).toISOString();
  await t.app.db.execute(sql`update vendors set created_at = ${longAgo} where id = ${v.old.vendorId}`);

  // Time to claim: four jobs claimed by hand-set times (10, 20 minutes an hour ago; 30, 40 minutes
  // eight days ago), one claimed 40 days ago (outside 30 days), and one stamped two days ahead (as
  // the bench's seed does; no claim is), outside every period: the period ends now.
  const waits = [
    { claimedAgo: HOUR, wait: 10 },
    { claimedAgo: HOUR, wait: 20 },
    { claimedAgo: 8 * DAY, wait: 30 },
    { claimedAgo: 8 * DAY, wait: 40 },
    { claimedAgo: 40 * DAY, wait: 1000 },
    { claimedAgo: -2 * DAY, wait: 5 },
  ];
  for (const { claimedAgo, wait } of waits) {
    const id = await book(detailing, '80501');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${id}`,
      headers: v.claimer.headers,
      // Its jobs overlap: a one-person company confirms the claim (409 no-one-free otherwise, issue 42).
      payload: { confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const claimedAt = new Date(Date.now() - claimedAgo);
    const bookedAt = new Date(claimedAt.getTime() - wait * 60_000);
    await t.app.db.execute(
      sql`update appointments set claimed_at = ${claimedAt.toISOString()}, created_at = ${bookedAt.toISOString()} where id = ${id}`,
    );
  }

  // Open jobs: one the approved vendor may claim (booked 2 days ago), one in a zip nobody serves
  // (3 hours ago), one in the approved vendor's zip for a service it does not offer (just now).
  jobs.servable = await book(detailing, '80601', 2 * DAY);
  jobs.nobody = await book(washing, '99501', 3 * HOUR);
  jobs.wrongService = await book(washing, '80601');
});
afterAll(async () => t.close());

describe('GET /api/ops/insights', () => {
  it('answers each figure as computed by hand', async () => {
    expect(await get('/api/ops/insights?days=30')).toEqual({
      data: {
        funnel: { signedUp: 4, verified: 3, approved: 2, claimedOnce: 1 },
        // percentile_cont over 10, 20, 30, 40: the median 25, the 90th 30 + 0.7 × 10.
        timeToClaim: { count: 4, p50Minutes: 25, p90Minutes: 37 },
        openJobs: { total: 3, olderThan24h: 1 },
        coverageGaps: [
          { zipCode: '80601', productId: washing.id, productTitle: 'Pressure Washing', openJobs: 1 },
          { zipCode: '99501', productId: washing.id, productTitle: 'Pressure Washing', openJobs: 1 },
        ],
        // Whatever alerts the worker sent meanwhile: the figure itself is asserted in push/push.test.ts.
        alerts: {
          count: expect.any(Number),
          p50Ms: expect.toBeOneOf([null, expect.any(Number)]),
          p99Ms: expect.toBeOneOf([null, expect.any(Number)]),
        },
        quality: { ratingAverage: null, ratingCount: 0, tiers: { standard: expect.any(Number), pro: 0, elite: 0 } },
      },
    });
  });

  it('reads the period: 30 days by default, 90 takes in the older sign-up and claim', async () => {
    expect((await get('/api/ops/insights')).data.funnel.signedUp).toBe(4);
    const wide = (await get('/api/ops/insights?days=90', admin.headers)).data;
    expect(wide.funnel).toEqual({ signedUp: 5, verified: 3, approved: 2, claimedOnce: 1 });
    expect(wide.timeToClaim.count).toBe(5);
  });

  it('answers 400 for a period outside 1–365 days', async () => {
    for (const days of ['0', '366', 'abc', '1.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ops/insights?days=${days}`,
        headers: reviewer.headers,
      });
      expect(res.statusCode, days).toBe(400);
    }
  });

  it('answers 403 staff-only to a vendor, on the summary, its drill-downs and exports', async () => {
    for (const url of [
      '/api/ops/insights',
      '/api/ops/insights/funnel/verified',
      '/api/ops/insights/time-to-claim',
      '/api/ops/insights/open-jobs',
      '/api/ops/insights/coverage-gaps',
      '/api/ops/insights/export/funnel',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: v.claimer.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'staff-only' });
    }
  });
});

describe('drill-downs', () => {
  it("lists a funnel step's vendors with where each stopped, oldest sign-up first", async () => {
    const { data } = await get('/api/ops/insights/funnel/verified?days=30');
    expect(data.map((r: { title: string; furthestStep: string }) => [r.title, r.furthestStep])).toEqual([
      ['Only Verified', 'verified'],
      ['Claimer', 'claimedOnce'],
      ['Approved Never Claimed', 'approved'],
    ]);
    expect(data[0]).toMatchObject({ id: v.verified.vendorId, email: v.verified.email, zipCode: '80202' });
    const all = await get('/api/ops/insights/funnel/signedUp?days=90');
    expect(all.data).toHaveLength(5);
  });

  it('answers time to claim per week and per service', async () => {
    const { data } = await get('/api/ops/insights/time-to-claim?days=30');
    expect(data).toEqual({
      weeks: [
        { weekStart: mondayOf(new Date(Date.now() - 8 * DAY)), count: 2, p50Minutes: 35, p90Minutes: 39 },
        { weekStart: mondayOf(new Date(Date.now() - HOUR)), count: 2, p50Minutes: 15, p90Minutes: 19 },
      ],
      services: [
        { productId: detailing.id, productTitle: 'Vehicle Detailing', count: 4, p50Minutes: 25, p90Minutes: 37 },
      ],
    });
  });

  it('lists open jobs by age, the oldest booking first', async () => {
    const body = await get('/api/ops/insights/open-jobs');
    expect(body.counts).toEqual({ underAnHour: 1, underADay: 1, older: 1 });
    expect(body.data.map((j: { id: number; ageBucket: string }) => [j.id, j.ageBucket])).toEqual([
      [jobs.servable, 'older'],
      [jobs.nobody, 'underADay'],
      [jobs.wrongService, 'underAnHour'],
    ]);
    expect(body.data[1]).toMatchObject({ zipCode: '99501', services: 'Pressure Washing' });
  });

  it('lists each gap with the vendors nearest to filling it', async () => {
    const { data } = await get('/api/ops/insights/coverage-gaps');
    expect(data).toEqual([
      {
        zipCode: '80601',
        productId: washing.id,
        productTitle: 'Pressure Washing',
        openJobs: 1,
        nearest: [{ id: v.approved.vendorId, title: 'Approved Never Claimed', reason: 'zipWithoutService' }],
      },
      { zipCode: '99501', productId: washing.id, productTitle: 'Pressure Washing', openJobs: 1, nearest: [] },
    ]);
  });

  it('downloads each view as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/insights/export/funnel?days=30',
      headers: reviewer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="insights-funnel-30d.csv"; filename*=UTF-8''insights-funnel-30d.csv`,
    );
    expect(res.body).toBe('Step,Vendors\r\nSigned up,4\r\nVerified email,3\r\nApproved,2\r\nClaimed a job,1\r\n');
    const gaps = await t.app.inject({
      method: 'GET',
      url: '/api/ops/insights/export/coverage-gaps',
      headers: admin.headers,
    });
    expect(gaps.body.split('\r\n')).toEqual([
      'Zip code,Product id,Service,Open jobs,Nearest vendors',
      `80601,${washing.id},Pressure Washing,1,"Approved Never Claimed (#${v.approved.vendorId}, serves the zip, not the service)"`,
      `99501,${washing.id},Pressure Washing,1,`,
      '',
    ]);
    for (const view of ['time-to-claim', 'open-jobs']) {
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/ops/insights/export/${view}`,
        headers: reviewer.headers,
      });
      expect(csv.statusCode, view).toBe(200);
    }
    const claims = await t.app.inject({
      method: 'GET',
      url: '/api/ops/insights/export/time-to-claim',
      headers: reviewer.headers,
    });
    expect(claims.body).toContain(`service,,${detailing.id},Vehicle Detailing,4,25,37\r\n`);
  });
});

describe('a coverage gap opens when a document expires and closes when a vendor adds the zip', () => {
  it('follows the eligibility rules the claim uses', async () => {
    const gapsOf = async () =>
      (await get('/api/ops/insights')).data.coverageGaps.map((g: { zipCode: string }) => g.zipCode);
    const insured = await createTestVendor(t.app, { title: 'Insured Washer' });
    await verifyEmail(t.app, insured);
    await approveVendor(t.app, insured.vendorId);
    await serve(insured, washing.id, '80701');
    const fileId = await uploadDocument(t.app, insured, 'Certificate of Insurance');
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/vendor-files/${fileId}`,
      headers: admin.headers,
      payload: { status: 'approved', expiresAt: new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10) },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await book(washing, '80701');
    expect(await gapsOf()).toEqual(['80601', '99501']);

    // The certificate expired yesterday: nobody else serves 80701, so it is a gap.
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    await t.app.db.execute(sql`update vendor_files set expires_at = ${yesterday} where id = ${fileId}`);
    expect(await gapsOf()).toEqual(['80601', '80701', '99501']);
    const neighbour = await createTestVendor(t.app, { title: 'Neighbour Washer' });
    await verifyEmail(t.app, neighbour);
    await approveVendor(t.app, neighbour.vendorId);
    await serve(neighbour, washing.id, '80702');
    const gap = (await get('/api/ops/insights/coverage-gaps')).data.find(
      (g: { zipCode: string }) => g.zipCode === '80701',
    );
    expect(gap.nearest).toEqual([
      { id: insured.vendorId, title: 'Insured Washer', reason: 'blocked' },
      { id: neighbour.vendorId, title: 'Neighbour Washer', reason: 'neighbouringZip' },
    ]);

    // The neighbour adds the zip code: the job has a vendor again.
    await serve(neighbour, washing.id, '80701');
    expect(await gapsOf()).toEqual(['80601', '99501']);
  });
});
