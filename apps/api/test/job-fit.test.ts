import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFit } from '@vendor-portal/contract/appointments';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { futureYearLike } from './future-dates.ts';

// docs/architecture.md "The working day": every unclaimed item says whether it falls within the
// vendor's hours (in the vendor's zone, across DST) and which of the vendor's open appointments it overlaps.

/** The dates below are 2027's and 2036's, in years still ahead of the real clock with the same calendars. */
const [Y, Y36] = [futureYearLike(2027), futureYearLike(2036)];
let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

/** A vendor serving `zip` for the product, open `days` from `open` to `close` in `timeZone`. */
async function vendorWithHours(zip: string, timeZone: string, days: string[], open = '08:00', close = '17:00') {
  const v = await createTestVendor(t.app);
  const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
  await addZipCode(t.app.db, v.vendorId, id, zip);
  for (const weekDay of days) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendorHours',
      headers: v.headers,
      payload: { weekDay, openTime: open, closeTime: close, timeZone },
    });
    expect(res.statusCode).toBe(201);
  }
  return v;
}

const book = (zipCode: string, actualDateTime: string, duration = 60, more: Record<string, unknown> = {}) =>
  bookTestAppointment(t.app, product, { zipCode, actualDateTime, duration, ...more });

async function fits(v: TestVendor): Promise<Map<number, JobFit>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers: v.headers });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as Array<{ appointment: { id: number }; fit: JobFit }>;
  return new Map(data.map((i) => [i.appointment.id, i.fit]));
}

describe('fit: within the vendor’s hours', () => {
  it('reads the hours in the vendor’s zone on each side of a DST change (Denver, Sunday March 14 of a year like 2027)', async () => {
    const zip = '82001';
    const v = await vendorWithHours(zip, 'America/Denver', ['Saturday', 'Sunday']);
    // Saturday, still MST (UTC−7): 08:00 is 15:00Z.
    const satOpen = await book(zip, `${Y}-03-13T15:00:00.000Z`);
    const satEarly = await book(zip, `${Y}-03-13T14:00:00.000Z`);
    // Sunday, MDT since 02:00 (UTC−6): 08:00 is 14:00Z; 07:30 is 13:30Z.
    const sunOpen = await book(zip, `${Y}-03-14T14:00:00.000Z`);
    const sunEarly = await book(zip, `${Y}-03-14T13:30:00.000Z`);
    // Ending exactly at closing (17:00 MDT = 23:00Z) fits; a minute longer does not.
    const sunToClose = await book(zip, `${Y}-03-14T22:00:00.000Z`, 60);
    const sunPastClose = await book(zip, `${Y}-03-14T22:00:00.000Z`, 61);
    // Monday: closed.
    const monday = await book(zip, `${Y}-03-15T16:00:00.000Z`);
    const f = await fits(v);
    expect(f.get(satOpen.id)).toMatchObject({ withinHours: true, conflicts: [] });
    expect(f.get(satEarly.id)?.withinHours).toBe(false);
    expect(f.get(sunOpen.id)?.withinHours).toBe(true);
    expect(f.get(sunEarly.id)?.withinHours).toBe(false);
    expect(f.get(sunToClose.id)?.withinHours).toBe(true);
    expect(f.get(sunPastClose.id)?.withinHours).toBe(false);
    expect(f.get(monday.id)?.withinHours).toBe(false);
  });

  it('fits a date-only job when the vendor is open that day at all, whatever its hidden time (issue 38 item 3)', async () => {
    const zip = '82009';
    const windows = await createTestProduct(t.app, {
      title: 'Window Cleaning',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const v = await createTestVendor(t.app);
    const { id } = await addVendorProduct(t.app.db, v.vendorId, windows.id);
    await addZipCode(t.app.db, v.vendorId, id, zip);
    for (const weekDay of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendorHours',
        headers: v.headers,
        payload: { weekDay, openTime: '09:00', closeTime: '17:00', timeZone: 'America/Denver' },
      });
      expect(res.statusCode).toBe(201);
    }
    // Wednesday Dec 3 (of a year like 2036), stored at 4:30 PM MST for 90 minutes (past 5 PM): a day, so it fits an open Wednesday.
    const wednesday = await bookTestAppointment(t.app, windows, {
      zipCode: zip,
      actualDateTime: `${Y36}-12-03T23:30:00.000Z`,
      duration: 90,
    });
    // Saturday Dec 6: closed all day.
    const saturday = await bookTestAppointment(t.app, windows, {
      zipCode: zip,
      actualDateTime: `${Y36}-12-06T19:00:00.000Z`,
    });
    const f = await fits(v);
    expect(f.get(wednesday.id)?.withinHours).toBe(true);
    expect(f.get(saturday.id)?.withinHours).toBe(false);
  });

  it('gives two vendors in two zones their own answer for the same jobs', async () => {
    const zip = '82002';
    const newYork = await vendorWithHours(zip, 'America/New_York', ['Sunday']);
    const losAngeles = await vendorWithHours(zip, 'America/Los_Angeles', ['Sunday'], '08:00', '20:00');
    // 10:00 EDT, 07:00 PDT.
    const morning = await book(zip, `${Y}-03-14T14:00:00.000Z`);
    // Monday 22:00 EDT, Sunday 19:00 PDT (ends 19:30).
    const evening = await book(zip, `${Y}-03-15T02:00:00.000Z`, 30);
    const ny = await fits(newYork);
    const la = await fits(losAngeles);
    expect([ny.get(morning.id)?.withinHours, ny.get(evening.id)?.withinHours]).toEqual([true, false]);
    expect([la.get(morning.id)?.withinHours, la.get(evening.id)?.withinHours]).toEqual([false, true]);
  });

  it('is false for a vendor without hours', async () => {
    const zip = '82003';
    const v = await vendorWithHours(zip, 'America/Denver', []);
    const job = await book(zip, `${Y}-03-13T16:00:00.000Z`);
    expect((await fits(v)).get(job.id)?.withinHours).toBe(false);
  });
});

describe('fit: conflicts with the vendor’s open appointments', () => {
  it('names the overlapping ones, and a job that only touches another does not clash', async () => {
    const zip = '82004';
    const v = await vendorWithHours(zip, 'America/Denver', ['Tuesday']);
    const other = await createTestVendor(t.app);
    // The vendor's own job, 16:00Z to 17:00Z.
    const mine = await book('82099', `${Y}-04-06T16:00:00.000Z`, 60, { vendorId: v.vendorId });
    // Its completed and its cancelled jobs, and another vendor's, at the same time: not open, not its own.
    await book('82099', `${Y}-04-06T16:00:00.000Z`, 60, {
      vendorId: v.vendorId,
      completedAt: `${Y}-04-06T17:00:00.000Z`,
    });
    const cancelled = await book('82099', `${Y}-04-06T16:00:00.000Z`, 60, { vendorId: v.vendorId });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${cancelled.id}/cancel`,
      headers: opsHeaders,
    });
    expect(cancel.statusCode).toBe(200);
    await book('82099', `${Y}-04-06T16:00:00.000Z`, 60, { vendorId: other.vendorId });

    const endsAtItsStart = await book(zip, `${Y}-04-06T15:00:00.000Z`, 60);
    const startsAtItsEnd = await book(zip, `${Y}-04-06T17:00:00.000Z`, 60);
    const endsAMinuteIn = await book(zip, `${Y}-04-06T15:00:00.000Z`, 61);
    const startsAMinuteBefore = await book(zip, `${Y}-04-06T16:59:00.000Z`, 60);
    const inside = await book(zip, `${Y}-04-06T16:15:00.000Z`, 15);
    const f = await fits(v);
    expect(f.get(endsAtItsStart.id)?.conflicts).toEqual([]);
    expect(f.get(startsAtItsEnd.id)?.conflicts).toEqual([]);
    expect(f.get(endsAMinuteIn.id)?.conflicts).toEqual([mine.id]);
    expect(f.get(startsAMinuteBefore.id)?.conflicts).toEqual([mine.id]);
    expect(f.get(inside.id)).toMatchObject({ withinHours: true, conflicts: [mine.id] });
  });
});
