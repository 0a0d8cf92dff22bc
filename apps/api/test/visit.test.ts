import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENTS, VISIT } from '@vendor-portal/contract/messages';
import { appointments } from '../src/db/schema.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { createTestStaff } from './staff-helpers.ts';
import { vendorEarnings } from '../src/modules/earnings/service.ts';
import { multipart, PNG } from './robustness/support.ts';

// Issue 43 "The visit" (docs/architecture.md "The visit"): arrival and departure on the job's day in the property's
// zone, by the member who holds the job; the checklist frozen at booking; the no-show after 30 minutes. The app's
// clock is the test's: jobs are booked in 2030 and the clock is moved to their day.

let clock = new Date('2030-03-05T15:00:00Z');
const now = () => clock;
let t: TestContext;
let product: Awaited<ReturnType<typeof createTestProduct>>;
const CHECKLIST = [
  { text: 'Rinse the wheels', required: true, photo: false },
  { text: 'Photo of the finished car', required: true, photo: true },
  { text: 'Offer an air freshener', required: false, photo: false },
];
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { checklist: CHECKLIST });
  // The pay that the no-show share is taken from: 40.00 + 2 × 25.00 = 90.00 on a job of one of each price.
  await t.app.inject({
    method: 'PATCH',
    url: `/api/ops/products/${product.id}`,
    headers: opsHeaders,
    payload: {
      prices: [
        { id: product.prices[0]!.id, payoutCents: 4000 },
        { id: product.prices[1]!.id, payoutCents: 2500 },
      ],
    },
  });
});
afterAll(async () => t.close());

async function job(
  actualDateTime: string,
  v?: TestVendor,
  timeZone: 'America/Denver' | 'America/New_York' = 'America/Denver',
) {
  const vendor = v ?? (await createTestVendor(t.app, { title: 'Sparkle Detailing' }));
  const { id } = await bookTestAppointment(t.app, product, {
    vendorId: vendor.vendorId,
    actualDateTime,
    property: { timeZone },
    lines: [
      { productId: product.id, priceId: product.prices[0]!.id, quantity: 1 },
      { productId: product.id, priceId: product.prices[1]!.id, quantity: 2 },
    ],
  });
  return { v: vendor, id };
}

const post = (headers: object, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const checkIn = (headers: object, id: number) => post(headers, `/api/appointment/${id}/check-in`);
const checkOut = (headers: object, id: number) => post(headers, `/api/appointment/${id}/check-out`);
const detail = async (v: { headers: object }, id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/appointment/${id}`, headers: v.headers as Record<string, string> })
  ).json().data;
const checklist = async (headers: object, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/appointment/${id}/checklist`, headers: headers as Record<string, string> });
const tick = (headers: object, id: number, itemId: number, done = true) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/appointment/${id}/checklist/${itemId}`,
    headers: headers as Record<string, string>,
    payload: { done },
  });
const complete = (headers: object, id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointment/complete/${id}`, headers: headers as Record<string, string> });
function photo(headers: object, id: number) {
  const body = multipart([
    { name: 'kind', value: 'after' },
    { name: 'file', filename: 'after.png', contentType: 'image/png', data: PNG },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/appointment/${id}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...(headers as Record<string, string>) },
  });
}

describe('POST /api/appointment/{id}/check-in and check-out', () => {
  it('records arrival and departure on the job’s day; answers carry them', async () => {
    clock = new Date('2030-03-05T15:00:00Z'); // 8:00 AM in Denver
    const { v, id } = await job('2030-03-05T16:00:00Z');
    expect(await detail(v, id)).not.toHaveProperty('checkedInAt');
    clock = new Date('2030-03-05T16:12:00Z');
    const res = await checkIn(v.headers, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ checkedInAt: '2030-03-05T16:12:00.000Z' });
    clock = new Date('2030-03-05T17:40:00Z');
    const out = await checkOut(v.headers, id);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ checkedOutAt: '2030-03-05T17:40:00.000Z' });
    expect(await detail(v, id)).toMatchObject({
      checkedInAt: '2030-03-05T16:12:00.000Z',
      checkedOutAt: '2030-03-05T17:40:00.000Z',
    });
  });

  it('is refused on another day in the property’s zone, also across the change to summer time (409 not-today)', async () => {
    // 1:30 AM MST on Sunday 10 March 2030 in Denver, the night the clocks go forward.
    const { v, id } = await job('2030-03-10T08:30:00Z');
    clock = new Date('2030-03-10T06:30:00Z'); // 11:30 PM on the 9th in Denver, though already the 10th in UTC
    const early = await checkIn(v.headers, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'not-today', message: VISIT.notToday });
    clock = new Date('2030-03-11T05:30:00Z'); // 11:30 PM MDT on the 10th: still its day there
    expect((await checkIn(v.headers, id)).statusCode).toBe(200);
    clock = new Date('2030-03-11T06:30:00Z'); // 12:30 AM on the 11th in Denver
    expect((await checkOut(v.headers, id)).json()).toMatchObject({ code: 'not-today' });
    expect((await detail(v, id)).checkedOutAt).toBeUndefined();
  });

  it('answers 409 already-done a second time, and not-checked-in for a departure before an arrival', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const before = await checkOut(v.headers, id);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'not-checked-in', message: VISIT.notCheckedIn });
    expect((await checkIn(v.headers, id)).statusCode).toBe(200);
    clock = new Date('2030-03-05T16:05:00Z');
    const again = await checkIn(v.headers, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already-done' });
    expect((await detail(v, id)).checkedInAt).toBe('2030-03-05T16:00:00.000Z');
    expect((await checkOut(v.headers, id)).statusCode).toBe(200);
    expect((await checkOut(v.headers, id)).json()).toMatchObject({ code: 'already-done' });
  });

  it('sent again with its Idempotency-Key (the offline outbox after a lost answer): the same answer, once', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const headers = { ...v.headers, 'idempotency-key': crypto.randomUUID() };
    const first = await checkIn(headers, id);
    clock = new Date('2030-03-05T16:03:00Z');
    const replay = await checkIn(headers, id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
  });

  it('is only for the member who holds the job: another company, a technician not assigned, the owner of an assigned job get 404', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const other = await createTestVendor(t.app);
    const res = await checkIn(other.headers, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not-found', message: APPOINTMENTS.notFound(id) });
    const tech = await createTestMember(t.app, v, 'technician');
    const office = await createTestMember(t.app, v, 'office');
    expect((await checkIn(tech.headers, id)).statusCode).toBe(404);
    // Unassigned: the owner or the office does it.
    expect((await checkIn(office.headers, id)).statusCode).toBe(200);
    const second = await job('2030-03-05T16:00:00Z', v);
    await t.app.db.update(appointments).set({ assigneeId: tech.memberId }).where(eq(appointments.id, second.id));
    expect((await checkIn(v.headers, second.id)).statusCode).toBe(404);
    expect((await checkIn(office.headers, second.id)).statusCode).toBe(404);
    expect((await checkIn(tech.headers, second.id)).statusCode).toBe(200);
    expect((await detail(v, second.id)).checkedInAt).toBe('2030-03-05T16:00:00.000Z');
  });

  it('is refused on a closed job (409 appointment-closed)', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await t.app.db.update(appointments).set({ cancelledAt: clock }).where(eq(appointments.id, id));
    expect((await checkIn(v.headers, id)).json()).toMatchObject({ code: 'appointment-closed' });
  });

  it('shows staff the arrival and departure', async () => {
    clock = new Date('2030-03-05T16:20:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/appointments?state=claimed&limit=500`,
      headers: opsHeaders,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((a: { id: number }) => a.id === id);
    expect(row).toMatchObject({ checkedInAt: '2030-03-05T16:20:00.000Z' });
  });
});

describe('the checklist', () => {
  it('is frozen at booking: a later catalogue change alters no booked job', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/products/${product.id}`,
      headers: opsHeaders,
      payload: { checklist: [{ text: 'Something new', required: true, photo: false }] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().checklist).toEqual([{ text: 'Something new', required: true, photo: false }]);
    try {
      const res = await checklist(v.headers, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((i: { text: string }) => i.text)).toEqual(CHECKLIST.map((c) => c.text));
      expect(res.json().data[0]).toMatchObject({ required: true, photo: false, doneAt: null, doneBy: null });
      const later = await job('2030-03-05T16:00:00Z', v);
      expect((await checklist(v.headers, later.id)).json().data.map((i: { text: string }) => i.text)).toEqual([
        'Something new',
      ]);
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/ops/products/${product.id}`,
        headers: opsHeaders,
        payload: { checklist: CHECKLIST },
      });
    }
  });

  it('refuses a checklist item without text, and more than 30 items (400)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/products/${product.id}`,
      headers: opsHeaders,
      payload: { checklist: [{ text: '  ', required: true, photo: false }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(VISIT.checklistTextEmpty);
  });

  it('ticks items with who and when; a photo item needs a photo taken after arrival; completion waits for required items', async () => {
    // Completion is allowed once the job's day has begun by the database's clock: this job is today, and the
    // test's clock moves within it (from its start, a minute at a time).
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    clock = at(-60);
    const { v, id } = await job(start.toISOString());
    const tech = await createTestMember(t.app, v, 'technician', 'Theo Tech');
    await t.app.db.update(appointments).set({ assigneeId: tech.memberId }).where(eq(appointments.id, id));
    const [plain, withPhoto, optional] = (await checklist(tech.headers, id)).json().data as Array<{ id: number }>;
    // A photo before arriving does not count.
    expect((await photo(tech.headers, id)).statusCode).toBe(201);
    clock = at(0);
    expect((await checkIn(tech.headers, id)).statusCode).toBe(200);
    const refused = await tick(tech.headers, id, withPhoto!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'photo-required', message: VISIT.photoRequired });

    clock = at(1);
    const ticked = await tick(tech.headers, id, plain!.id);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ id: plain!.id, doneAt: at(1).toISOString(), doneBy: 'Theo Tech' });
    // Ticked again (a replay from the outbox): who and when stay the first.
    clock = at(2);
    expect((await tick(tech.headers, id, plain!.id)).json().doneAt).toBe(at(1).toISOString());

    const blocked = await complete(tech.headers, id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'checklist-incomplete',
      message: VISIT.checklistIncompleteOne('Photo of the finished car'),
    });
    expect((await detail(v, id)).completedAt).toBeNull();

    expect((await photo(tech.headers, id)).statusCode).toBe(201);
    expect((await tick(tech.headers, id, withPhoto!.id)).statusCode).toBe(200);
    // Unticking and ticking the optional item changes nothing for completion.
    expect((await tick(tech.headers, id, optional!.id, false)).json().doneAt).toBeNull();
    const done = await complete(tech.headers, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ outcome: 'completed' });

    // Staff see who ticked what and when.
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/ops/appointments/${id}/checklist`,
      headers: opsHeaders,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data[0]).toMatchObject({ doneBy: 'Theo Tech', doneAt: at(1).toISOString() });
    // Closed: no more ticks.
    expect((await tick(tech.headers, id, optional!.id)).json()).toMatchObject({ code: 'appointment-closed' });
  });

  it('an item of another job, of another company, or read by a technician not assigned is 404', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    const second = await job('2030-03-05T16:00:00Z', v);
    const [item] = (await checklist(v.headers, second.id)).json().data as Array<{ id: number }>;
    const res = await tick(v.headers, id, item!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: VISIT.checklistItemNotFound });
    const other = await createTestVendor(t.app);
    expect((await checklist(other.headers, id)).statusCode).toBe(404);
    expect((await tick(other.headers, second.id, item!.id)).statusCode).toBe(404);
    const tech = await createTestMember(t.app, v, 'technician');
    expect((await checklist(tech.headers, id)).statusCode).toBe(404);
    expect((await tick(tech.headers, second.id, item!.id)).statusCode).toBe(404);
  });
});

describe('POST /api/appointment/{id}/no-show', () => {
  const noShow = (headers: object, id: number, note: unknown = 'Nobody answered the door or the phone.') =>
    post(headers, `/api/appointment/${id}/no-show`, { note });

  it('needs an arrival, then 30 minutes since both the start and the arrival (409 too-early with the time)', async () => {
    clock = new Date('2030-03-05T15:50:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    expect((await noShow(v.headers, id)).json()).toMatchObject({ code: 'not-checked-in' });
    // Arrived 10 minutes before the start: the wait counts from the start, 16:30 UTC (9:30 AM MST).
    expect((await checkIn(v.headers, id)).statusCode).toBe(200);
    clock = new Date('2030-03-05T16:29:59Z');
    const early = await noShow(v.headers, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'too-early', message: VISIT.tooEarly('9:30 AM MST') });
    expect((await detail(v, id)).completedAt).toBeNull();
    expect((await noShow(v.headers, id, '   ')).statusCode).toBe(400);

    clock = new Date('2030-03-05T16:30:00Z');
    const res = await noShow(v.headers, id);
    expect(res.statusCode).toBe(200);
    // Half the job's pay (90.00), frozen at booking.
    expect(res.json().data).toMatchObject({
      completedAt: '2030-03-05T16:30:00.000Z',
      outcome: 'no-show',
      noShowCents: 4500,
      payoutCents: 9000,
    });
    expect((await noShow(v.headers, id)).json()).toMatchObject({ code: 'appointment-closed' });
  });

  it('keeps the note with the job: its company and staff read it, nobody else', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    expect((await detail(v, id)).noShowNote).toBeUndefined();
    clock = new Date('2030-03-05T16:30:00Z');
    const note = 'Rang twice, called, waited by the gate.';
    expect((await noShow(v.headers, id, note)).json().data).toMatchObject({ noShowNote: note });
    expect(await detail(v, id)).toMatchObject({ outcome: 'no-show', noShowNote: note });
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/ops/appointments?state=completed&limit=500',
      headers: opsHeaders,
    });
    expect(staff.json().data.find((a: { id: number }) => a.id === id)).toMatchObject({ noShowNote: note });
    // Another company learns nothing of the job, its note included.
    const other = await createTestVendor(t.app);
    const refused = await t.app.inject({ method: 'GET', url: `/api/appointment/${id}`, headers: other.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(note);
    const list = await t.app.inject({ method: 'GET', url: '/api/appointment', headers: other.headers });
    expect(list.body).not.toContain(note);
  });

  it('counts 30 minutes from a late arrival', async () => {
    clock = new Date('2030-03-05T16:20:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    clock = new Date('2030-03-05T16:49:00Z');
    expect((await noShow(v.headers, id)).json()).toMatchObject({ message: VISIT.tooEarly('9:50 AM MST') });
    clock = new Date('2030-03-05T16:50:00Z');
    expect((await noShow(v.headers, id)).statusCode).toBe(200);
  });

  it('a date-only job: 30 minutes from the arrival alone, whatever its hidden time (issue 54 item 13)', async () => {
    const windows = await createTestProduct(t.app, {
      title: 'Window Cleaning',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const v = await createTestVendor(t.app);
    // Stored at 4:39 PM MST (the marketplace's hidden time); arrived at 5:16 PM, 37 minutes "after" it.
    const { id } = await bookTestAppointment(t.app, windows, {
      vendorId: v.vendorId,
      actualDateTime: '2030-03-05T23:39:00Z',
      property: { timeZone: 'America/Denver' },
    });
    clock = new Date('2030-03-06T00:16:00Z');
    expect((await checkIn(v.headers, id)).statusCode).toBe(200);
    clock = new Date('2030-03-06T00:45:00Z');
    expect((await noShow(v.headers, id)).json()).toMatchObject({ message: VISIT.tooEarly('5:46 PM MST') });
    clock = new Date('2030-03-06T00:46:00Z');
    expect((await noShow(v.headers, id)).statusCode).toBe(200);
    // And before the hidden time: an arrival at 9:00 AM may close it at 9:30 AM, not at 5:09 PM.
    const early = await bookTestAppointment(t.app, windows, {
      vendorId: v.vendorId,
      actualDateTime: '2030-03-05T23:39:00Z',
      property: { timeZone: 'America/Denver' },
    });
    clock = new Date('2030-03-05T16:00:00Z');
    expect((await checkIn(v.headers, early.id)).statusCode).toBe(200);
    clock = new Date('2030-03-05T16:30:00Z');
    expect((await noShow(v.headers, early.id)).statusCode).toBe(200);
  });

  it('pays what was frozen at booking, whatever the catalogue says later', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await t.app.db.update(appointments).set({ noShowCents: 1234 }).where(eq(appointments.id, id));
    await checkIn(v.headers, id);
    clock = new Date('2030-03-05T16:30:00Z');
    expect((await noShow(v.headers, id)).json().data.noShowCents).toBe(1234);
  });

  it('is 404 for another company and a technician not assigned', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    clock = new Date('2030-03-05T17:00:00Z');
    const other = await createTestVendor(t.app);
    expect((await noShow(other.headers, id)).statusCode).toBe(404);
    const tech = await createTestMember(t.app, v, 'technician');
    expect((await noShow(tech.headers, id)).statusCode).toBe(404);
    expect((await detail(v, id)).completedAt).toBeNull();
  });

  it('earns its no-show pay instead of its pay; staff may count it as completed with a reason (audited)', async () => {
    clock = new Date('2030-03-05T16:00:00Z');
    const { v, id } = await job('2030-03-05T16:00:00Z');
    await checkIn(v.headers, id);
    clock = new Date('2030-03-05T16:30:00Z');
    expect((await noShow(v.headers, id)).statusCode).toBe(200);
    // The week's earnings as GET /api/earnings sums them, on the test's clock.
    const earned = async () => (await vendorEarnings(t.app.db, v.vendorId, 1, clock)).weeks[0]!.completedCents;
    expect(await earned()).toBe(4500);

    const patch = (payload: object, headers: object = opsHeaders) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/ops/appointments/${id}`,
        headers: headers as Record<string, string>,
        payload,
      });
    expect((await patch({ outcome: 'completed', reason: ' ' })).statusCode).toBe(400);
    expect((await patch({ outcome: 'completed', reason: 'x' }, v.headers)).statusCode).toBe(403);
    const res = await patch({ outcome: 'completed', reason: 'The customer called: they were inside.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'completed' });
    expect(res.json().data).not.toHaveProperty('noShowCents');
    expect(await earned()).toBe(9000);
    expect((await patch({ outcome: 'completed', reason: 'again' })).json()).toMatchObject({ code: 'conflict' });
    expect((await patch({ outcome: 'completed', reason: 'x' }, opsHeaders)).statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/ops/appointments/999999',
      headers: opsHeaders,
      payload: { outcome: 'completed', reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const audit = await t.app.inject({ method: 'GET', url: `/api/ops/audit?q=appointment:${id}`, headers: opsHeaders });
    expect(JSON.stringify(audit.json())).toContain('The customer called: they were inside.');
  });

  // Issue 44 "Money that is fair" with the visit: the share is the product's noShowPayoutPercent frozen at booking,
  // and a no-show's week sums its noShowCents (not its pay) with the week's adjustments, in Earnings and in the
  // console's payouts (the week's and the unpaid weeks).
  it('pays the percent frozen at booking, and its week counts that beside the adjustments everywhere', async () => {
    const admin = await createTestStaff(t.app, 'admin');
    const thirty = await createTestProduct(t.app, { title: 'Thirty percent wash' });
    const patchProduct = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/ops/products/${thirty.id}`, headers: admin.headers, payload });
    await patchProduct({ prices: [{ id: thirty.prices[0]!.id, payoutCents: 9001 }], noShowPayoutPercent: 30 });
    clock = new Date('2030-03-05T16:00:00Z');
    const v = await createTestVendor(t.app, { title: 'Frozen Share Co' });
    const { id } = await bookTestAppointment(t.app, thirty, {
      vendorId: v.vendorId,
      actualDateTime: '2030-03-05T16:00:00Z',
      property: { timeZone: 'America/Denver' },
      lines: [{ productId: thirty.id, priceId: thirty.prices[0]!.id, quantity: 1 }],
    });
    expect((await patchProduct({ noShowPayoutPercent: 80 })).statusCode).toBe(200);
    await checkIn(v.headers, id);
    clock = new Date('2030-03-05T16:30:00Z');
    // 30% of 90.01 is 27.003: rounded down, and not the 80% the catalogue says now.
    expect((await noShow(v.headers, id)).json().data).toMatchObject({ noShowCents: 2700, payoutCents: 9001 });
    const adjusted = await post(admin.headers, '/api/ops/adjustments', {
      vendorId: v.vendorId,
      amountCents: 700,
      reason: 'Parking refund',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const week = (await vendorEarnings(t.app.db, v.vendorId, 1, clock)).weeks[0]!;
    expect(week).toMatchObject({ completedCents: 2700, adjustmentsCents: 700, totalCents: 3400 });

    const payouts = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/ops/payouts?${query}`, headers: admin.headers }))
        .json()
        .data.find((r: { vendorId: number }) => r.vendorId === v.vendorId);
    const expected = { weekStart: '2030-03-04', completedCents: 2700, adjustmentsCents: 700, totalCents: 3400 };
    expect(await payouts('weekStart=2030-03-04')).toMatchObject(expected);
    clock = new Date('2030-03-12T12:00:00Z');
    expect(await payouts('status=unpaid')).toMatchObject(expected);
  });
});
