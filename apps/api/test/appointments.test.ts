import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { vendorHours } from '../src/db/schema.ts';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  createTwoTestProducts,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';

let t: TestContext;
let detailing: TestProduct;
let washing: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  ({ detailing, washing } = await createTwoTestProducts(t.app, { washingDateOnly: true }));
});
afterAll(async () => t.close());

const get = (v: TestVendor, url: string) => t.app.inject({ method: 'GET', url, headers: v.headers });
const patch = (v: TestVendor, url: string) => t.app.inject({ method: 'PATCH', url, headers: v.headers });
const ids = (body: { data: Array<{ id: number }> }) => body.data.map((a) => a.id);

async function setZone(v: TestVendor, timeZone: string, weekDay = 'Monday') {
  await t.app.db
    .insert(vendorHours)
    .values({ vendorId: v.vendorId, weekDay, openTime: '09:00', closeTime: '17:00', timeZone });
}

describe('GET /appointment', () => {
  it('answers {data} in the SPEC shape: customer, property, products with their prices', async () => {
    const v = await createTestVendor(t.app);
    const { id, appointmentBaseId } = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-05-01T16:00:00.000Z',
      duration: 120,
      lines: [
        { productId: detailing.id, priceId: detailing.prices[0]!.id, quantity: 1 },
        { productId: detailing.id, priceId: detailing.prices[1]!.id, quantity: 2 },
        { productId: washing.id, priceId: washing.prices[0]!.id, quantity: 1 },
      ],
    });
    const res = await get(v, '/api/appointment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id,
          appointmentBaseId,
          actualDateTime: '2030-05-01T16:00:00.000Z',
          completedAt: null,
          payoutCents: 0,
          // Frozen at booking (docs/architecture.md "Money that is fair"): 50% of no pay. The no-show pay is
          // answered only once the job is one (visit.test.ts).
          cancellationCents: 0,
          customer: { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: '(303) 555-0199' },
          property: {
            title: 'Casey Home',
            street1: '1 Elm St',
            street2: null,
            city: 'Denver',
            state: 'CO',
            zipCode: '80202',
            timeZone: 'America/Denver',
          },
          appointmentDetails: {
            duration: 120,
            products: [
              {
                id: detailing.id,
                title: 'Vehicle Detailing',
                prices: [
                  {
                    id: detailing.prices[0]!.id,
                    title: 'Exterior Wash',
                    quantity: 1,
                    section: 'Exterior',
                    isOutside: true,
                    schedulingInterface: 'datetime',
                    payoutCents: 0,
                  },
                  {
                    id: detailing.prices[1]!.id,
                    title: 'Interior Clean',
                    quantity: 2,
                    section: 'Interior',
                    isOutside: false,
                    schedulingInterface: 'datetime',
                    payoutCents: 0,
                  },
                ],
              },
              {
                id: washing.id,
                title: 'Pressure Washing',
                prices: [
                  {
                    id: washing.prices[0]!.id,
                    title: 'Driveway',
                    quantity: 1,
                    section: null,
                    isOutside: true,
                    schedulingInterface: 'date',
                    payoutCents: 0,
                  },
                ],
              },
            ],
          },
        },
      ],
    });
  });

  it("lists only the vendor's own appointments, never unclaimed or another vendor's", async () => {
    const v = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const mine = await bookTestAppointment(t.app, detailing, { vendorId: v.vendorId });
    await bookTestAppointment(t.app, detailing, { vendorId: other.vendorId });
    await bookTestAppointment(t.app, detailing);
    expect(ids((await get(v, '/api/appointment')).json())).toEqual([mine.id]);
  });

  it('filters by completion and sorts by actualDateTime asc (default) or desc', async () => {
    const v = await createTestVendor(t.app);
    const late = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-01-03T16:00:00Z',
    });
    const early = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-01-01T16:00:00Z',
    });
    const done = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-01-02T16:00:00Z',
      completedAt: '2030-01-02T18:00:00Z',
    });
    expect(ids((await get(v, '/api/appointment')).json())).toEqual([early.id, done.id, late.id]);
    expect(ids((await get(v, '/api/appointment?sort=desc')).json())).toEqual([late.id, done.id, early.id]);
    expect(ids((await get(v, '/api/appointment?completed=false&sort=asc')).json())).toEqual([early.id, late.id]);
    const completed = (await get(v, '/api/appointment?completed=true')).json();
    expect(ids(completed)).toEqual([done.id]);
    expect(completed.data[0].completedAt).toBe('2030-01-02T18:00:00.000Z');
  });

  it("reads startDate (inclusive) and endDate (exclusive) as days in the vendor's zone, default America/Denver", async () => {
    const v = await createTestVendor(t.app);
    // Midnight of 2030-06-02 in Denver (MDT, UTC-6) is 06:00Z.
    const before = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-02T05:59:00Z',
    });
    const first = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-02T06:00:00Z',
    });
    const last = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-03T05:59:00Z',
    });
    const next = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-03T06:00:00Z',
    });
    expect(ids((await get(v, '/api/appointment?startDate=2030-06-02&endDate=2030-06-03')).json())).toEqual([
      first.id,
      last.id,
    ]);
    expect(ids((await get(v, '/api/appointment?endDate=2030-06-02')).json())).toEqual([before.id]);
    expect(ids((await get(v, '/api/appointment?startDate=2030-06-03')).json())).toEqual([next.id]);
  });

  it('uses the business-hours zone when the vendor has one', async () => {
    const v = await createTestVendor(t.app);
    await setZone(v, 'America/New_York');
    // Midnight of 2030-06-02 in New York (EDT, UTC-4) is 04:00Z; in Denver it would be 06:00Z.
    const early = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-02T03:59:00Z',
    });
    const inDay = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-02T04:30:00Z',
    });
    expect(ids((await get(v, '/api/appointment?startDate=2030-06-02&endDate=2030-06-03')).json())).toEqual([inDay.id]);
    expect(ids((await get(v, '/api/appointment?endDate=2030-06-02')).json())).toEqual([early.id]);
  });

  it("takes the zone of the vendor's hours row with the smallest id when its days disagree", async () => {
    const v = await createTestVendor(t.app);
    // Saved first (smallest id) though later in the week: Saturday's zone decides, not Monday's.
    await setZone(v, 'America/New_York', 'Saturday');
    await setZone(v, 'America/Los_Angeles', 'Monday');
    // Midnight of 2030-06-02 in New York (EDT) is 04:00Z; in Los Angeles (PDT) it is 07:00Z.
    const early = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-02T03:59:00Z',
    });
    const inDay = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-06-02T04:30:00Z',
    });
    expect(ids((await get(v, '/api/appointment?startDate=2030-06-02&endDate=2030-06-03')).json())).toEqual([inDay.id]);
    expect(ids((await get(v, '/api/appointment?endDate=2030-06-02')).json())).toEqual([early.id]);
  });

  it('handles DST days: spring forward is 23 hours, fall back 25 hours', async () => {
    const v = await createTestVendor(t.app);
    // 2030-03-10: Denver moves from UTC-7 to UTC-6; the day runs 07:00Z to 06:00Z next day.
    const springLate = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-03-11T05:59:00Z',
    });
    const springNext = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-03-11T06:00:00Z',
    });
    // 2030-11-03: back from UTC-6 to UTC-7; the day runs 06:00Z to 07:00Z next day.
    const fallLate = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-11-04T06:59:00Z',
    });
    const fallNext = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: '2030-11-04T07:00:00Z',
    });
    expect(ids((await get(v, '/api/appointment?startDate=2030-03-10&endDate=2030-03-11')).json())).toEqual([
      springLate.id,
    ]);
    expect(ids((await get(v, '/api/appointment?startDate=2030-03-11&endDate=2030-03-12')).json())).toEqual([
      springNext.id,
    ]);
    expect(ids((await get(v, '/api/appointment?startDate=2030-11-03&endDate=2030-11-04')).json())).toEqual([
      fallLate.id,
    ]);
    expect(ids((await get(v, '/api/appointment?startDate=2030-11-04&endDate=2030-11-05')).json())).toEqual([
      fallNext.id,
    ]);
  });

  it.each([
    'startDate=2030-1-1',
    'endDate=tomorrow',
    'startDate=2030-02-30',
    'completed=maybe',
    'sort=sideways',
    'endDate=2030-01-01T00:00',
  ])('answers 400 for %s', async (qs) => {
    const v = await createTestVendor(t.app);
    const res = await get(v, `/api/appointment?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation-error');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/appointment' })).statusCode).toBe(401);
  });
});

describe('GET /appointment/{id}', () => {
  it('answers {data} for the owner', async () => {
    const v = await createTestVendor(t.app);
    const { id } = await bookTestAppointment(t.app, detailing, { vendorId: v.vendorId });
    const res = await get(v, `/api/appointment/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      customer: { firstName: 'Casey' },
      appointmentDetails: { duration: 90 },
    });
  });

  it("answers 404 with the SPEC's text for another vendor's, an unclaimed or an unknown id", async () => {
    const v = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const theirs = await bookTestAppointment(t.app, detailing, { vendorId: other.vendorId });
    const unclaimed = await bookTestAppointment(t.app, detailing);
    for (const id of [theirs.id, unclaimed.id, 2_000_000_000]) {
      const res = await get(v, `/api/appointment/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found', message: APPOINTMENTS.notFound(id) });
      expect(res.body).not.toContain('Casey');
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the malformed id %s', async (id) => {
    const v = await createTestVendor(t.app);
    expect((await get(v, `/api/appointment/${id}`)).statusCode).toBe(400);
  });
});

describe('PATCH /appointment/complete/{id}', () => {
  it('sets completedAt once; a second completion is 409 and keeps the first time', async () => {
    const v = await createTestVendor(t.app);
    const { id } = await bookTestAppointment(t.app, detailing, {
      vendorId: v.vendorId,
      actualDateTime: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const res = await patch(v, `/api/appointment/complete/${id}`);
    expect(res.statusCode).toBe(200);
    const completedAt = res.json().data.completedAt as string;
    expect(Date.now() - Date.parse(completedAt)).toBeLessThan(60_000);
    const again = await patch(v, `/api/appointment/complete/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPOINTMENTS.alreadyCompleted);
    expect((await get(v, `/api/appointment/${id}`)).json().data.completedAt).toBe(completedAt);
    expect(ids((await get(v, '/api/appointment?completed=true')).json())).toEqual([id]);
  });

  it("refuses with 409 and the reason before the appointment's day has begun in the property's zone", async () => {
    const v = await createTestVendor(t.app);
    const { id } = await bookTestAppointment(t.app, detailing, { vendorId: v.vendorId }); // in two days
    const res = await patch(v, `/api/appointment/complete/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPOINTMENTS.completeBeforeDay);
    expect((await get(v, `/api/appointment/${id}`)).json().data.completedAt).toBeNull();
  });

  it("counts the day in the property's zone, not the server's", async () => {
    const v = await createTestVendor(t.app);
    // 23:30 today in Honolulu (UTC-10, no DST) is already tomorrow in UTC: it may be completed today.
    const honolulu = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Honolulu' }).format(new Date());
    const lateToday = new Date(`${honolulu}T23:30:00-10:00`).toISOString();
    const booked = await bookTestAppointment(t.app, detailing, { vendorId: v.vendorId, actualDateTime: lateToday });
    await t.app.db.execute(
      sql`update properties set time_zone = 'Pacific/Honolulu' where id = (select property_id from appointments where id = ${booked.id})`,
    );
    expect((await patch(v, `/api/appointment/complete/${booked.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another vendor's or an unclaimed appointment, and leaves it alone", async () => {
    const v = await createTestVendor(t.app);
    const owner = await createTestVendor(t.app);
    const theirs = await bookTestAppointment(t.app, detailing, { vendorId: owner.vendorId });
    const unclaimed = await bookTestAppointment(t.app, detailing);
    for (const { id } of [theirs, unclaimed])
      expect((await patch(v, `/api/appointment/complete/${id}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/appointment/${theirs.id}`)).json().data.completedAt).toBeNull();
  });

  it('answers 400 for a malformed id', async () => {
    const v = await createTestVendor(t.app);
    expect((await patch(v, '/api/appointment/complete/x')).statusCode).toBe(400);
  });
});

describe('GET /product', () => {
  it('answers the active catalogue as {data: [{id, title, isActive}]}', async () => {
    const v = await createTestVendor(t.app);
    const retired = await createTestProduct(t.app, { title: 'Retired', isActive: false });
    const res = await get(v, '/api/product?isActive=true');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; title: string; isActive: boolean }>;
    expect(data).toContainEqual({ id: detailing.id, title: 'Vehicle Detailing', isActive: true });
    expect(data.map((p) => p.id)).not.toContain(retired.id);
  });
});
