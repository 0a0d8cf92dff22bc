import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { JobFit } from '@vendor-portal/contract/appointments';
import { mailQueue } from '../src/db/schema.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';
import {
  bookThroughOps,
  createTestApp,
  createTestProduct,
  opsHeaders,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestMember, ownerMemberId, type TestMember } from './crew-helpers.ts';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { dayIn } from '@vendor-portal/contract/dates';
import { addDays, denverOffsetHours, futureYearLike, mondayFrom } from './future-dates.ts';

// docs/architecture.md "Availability and dispatch": the company's time off is honoured everywhere (no new-job
// alerts, the unclaimed card's fit, the calendar feed), read on the company's wall clock (America/Denver here,
// the zone of a company without hours) across DST and at the edges of a day.

/** The dates below are 2027's, in a year still ahead of the real clock with the same calendar (DST Sundays too). */
const Y = futureYearLike(2027);
let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

let zips = 0;
const freshZip = () => String(84000 + ++zips);

/** Books through the ops API (as the marketplace does: new-job alerts queued with it). */
const book = (zipCode: string, actualDateTime: string, duration = 60) =>
  bookThroughOps(t.app, product, { zipCode, actualDateTime, duration });

const addOff = async (v: { headers: Record<string, string> }, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/timeOff', headers: v.headers, payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

/** Which companies' members were queued a new-job mail about `id`. */
async function alertedAbout(id: number): Promise<string[]> {
  const rows = await t.app.db
    .select({ to: mailQueue.to })
    .from(mailQueue)
    .where(like(mailQueue.idempotencyKey, `new-job:${id}:%`));
  return rows.map((r) => r.to);
}

async function fits(v: TestVendor): Promise<Map<number, JobFit>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers: v.headers });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as Array<{ appointment: { id: number }; fit: JobFit }>;
  return new Map(data.map((i) => [i.appointment.id, i.fit]));
}

describe('no new-job alerts within the company’s time off', () => {
  it('a day off in Denver, across the DST change and at 9 PM, stops the alerts of that day only', async () => {
    const zip = freshZip();
    const off = await eligibleVendor(t.app, [product.id], [zip]);
    const open = await eligibleVendor(t.app, [product.id], [zip]);
    // Sunday March 14 (of a year like 2027) is the DST change in Denver: the day runs 07:00Z to 06:00Z on the 15th
    // (23 hours).
    await addOff(off, { startDate: `${Y}-03-14`, endDate: `${Y}-03-14`, note: 'Closed' });
    const dayBefore = await book(zip, `${Y}-03-14T06:30:00.000Z`, 30); // 23:30–24:00 MST on the 13th
    const ninePm = await book(zip, `${Y}-03-15T03:00:00.000Z`); // 21:00 MDT on the 14th (the 15th in UTC)
    const lastHalfHour = await book(zip, `${Y}-03-15T05:30:00.000Z`, 30); // 23:30–24:00 MDT on the 14th
    const nextMidnight = await book(zip, `${Y}-03-15T06:00:00.000Z`); // 00:00 MDT on the 15th
    expect(await alertedAbout(dayBefore)).toEqual(expect.arrayContaining([off.email, open.email]));
    expect(await alertedAbout(ninePm)).toEqual([open.email]);
    expect(await alertedAbout(lastHalfHour)).toEqual([open.email]);
    expect(await alertedAbout(nextMidnight)).toEqual(expect.arrayContaining([off.email, open.email]));
  });

  it('part of a day: a job that overlaps it is not alerted; one that ends as it starts is', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    await addOff(v, { startDate: `${Y}-04-06`, endDate: `${Y}-04-06`, startTime: '13:00', endTime: '17:00' });
    const before = await book(zip, `${Y}-04-06T18:00:00.000Z`); // 12:00–13:00 MDT
    const overlapping = await book(zip, `${Y}-04-06T18:30:00.000Z`); // 12:30–13:30 MDT
    const after = await book(zip, `${Y}-04-06T23:00:00.000Z`); // 17:00 MDT
    expect(await alertedAbout(before)).toEqual([v.email]);
    expect(await alertedAbout(overlapping)).toEqual([]);
    expect(await alertedAbout(after)).toEqual([v.email]);
  });

  it('a member’s own time off does not close the company', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const tech = await createTestMember(t.app, v, 'technician');
    await addOff(v, { memberId: tech.memberId, startDate: `${Y}-04-07`, endDate: `${Y}-04-07` });
    expect(await alertedAbout(await book(zip, `${Y}-04-07T18:00:00.000Z`))).toEqual([v.email]);
  });
});

describe('the unclaimed card’s fit: timeOff and free', () => {
  let v: TestVendor;
  let crew: TestMember[];
  let zip: string;
  beforeAll(async () => {
    zip = freshZip();
    v = await eligibleVendor(t.app, [product.id], [zip]);
    crew = [
      await createTestMember(t.app, v, 'technician', 'Ana'),
      await createTestMember(t.app, v, 'technician', 'Ben'),
      await createTestMember(t.app, v, 'technician', 'Cy'),
    ];
  });

  it('names the members free then: not one with an overlapping job, nor one off', async () => {
    const mine = await book(zip, `${Y}-05-04T16:00:00.000Z`, 120);
    const claimed = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${mine}`,
      headers: v.headers,
      payload: { confirm: true },
    });
    expect(claimed.statusCode).toBe(200);
    const given = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/assignee/${mine}`,
      headers: v.headers,
      payload: { memberId: crew[0]!.memberId },
    });
    expect(given.statusCode).toBe(200);
    await addOff(v, { memberId: crew[1]!.memberId, startDate: `${Y}-05-04`, endDate: `${Y}-05-04` });
    const overlapping = await book(zip, `${Y}-05-04T17:00:00.000Z`);
    const nextDay = await book(zip, `${Y}-05-05T17:00:00.000Z`);
    const byJob = await fits(v);
    expect(byJob.get(overlapping)).toMatchObject({ timeOff: false, free: [crew[2]!.memberId], conflicts: [mine] });
    expect(byJob.get(nextDay)).toMatchObject({ timeOff: false, free: crew.map((m) => m.memberId) });
  });

  it('says the job falls in the company’s time off', async () => {
    await addOff(v, { startDate: `${Y}-05-10`, endDate: `${Y}-05-11` });
    const closed = await book(zip, `${Y}-05-11T20:00:00.000Z`);
    expect((await fits(v)).get(closed)).toMatchObject({ timeOff: true });
  });

  it('a one-person company with an overlapping (unassigned) job has no one free', async () => {
    const soloZip = freshZip();
    const solo = await eligibleVendor(t.app, [product.id], [soloZip]);
    const first = await book(soloZip, `${Y}-05-12T16:00:00.000Z`, 120);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${first}`, headers: solo.headers }))
        .statusCode,
    ).toBe(200);
    const overlapping = await book(soloZip, `${Y}-05-12T17:00:00.000Z`);
    const later = await book(soloZip, `${Y}-05-12T19:00:00.000Z`);
    const byJob = await fits(solo);
    expect(byJob.get(overlapping)).toMatchObject({ free: [] });
    expect(byJob.get(later)!.free).toHaveLength(1);
  });
});

describe('the calendar feed shows time off as busy', () => {
  it('the company’s and the member’s own, not a colleague’s', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const tech = await createTestMember(t.app, v, 'technician');
    const other = await createTestMember(t.app, v, 'technician', 'Other Tech');
    // A Monday to Thursday two weeks or more ahead, inside the feed's window (no change of daylight time within).
    const monday = mondayFrom(addDays(dayIn(new Date(), 'America/Denver'), 14));
    const [wednesday, thursday] = [addDays(monday, 2), addDays(monday, 3)];
    await addOff(v, { startDate: monday, endDate: monday, note: 'Team day' });
    await addOff(v, {
      memberId: tech.memberId,
      startDate: wednesday,
      endDate: wednesday,
      startTime: '09:00',
      endTime: '12:00',
    });
    await addOff(v, { memberId: other.memberId, startDate: thursday, endDate: thursday, note: 'Not mine' });
    const created = await t.app.inject({ method: 'POST', url: '/api/calendarFeed', headers: tech.headers });
    const secret = /\/calendar\/(.+)\.ics$/.exec(created.json().url as string)![1]!;
    const feed = await t.app.inject({ method: 'GET', url: `/calendar/${secret}.ics` });
    expect(feed.statusCode).toBe(200);
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY:Time off: Team day');
    // A whole day in Denver runs from its midnight to the next (07:00Z in winter, 06:00Z in summer); 09:00–12:00
    // there is 16:00Z–19:00Z in winter.
    const utc = (day: string, hour: number) =>
      `${day.replaceAll('-', '')}T${String(hour + denverOffsetHours(day)).padStart(2, '0')}0000Z`;
    expect(text).toContain(`DTSTART:${utc(monday, 0)}`);
    expect(text).toContain(`DTEND:${utc(addDays(monday, 1), 0)}`);
    expect(text).toContain(`DTSTART:${utc(wednesday, 9)}`);
    expect(text).toContain(`DTEND:${utc(wednesday, 12)}`);
    expect(text).not.toContain('Not mine');
  });
});

describe('never double-booked by accident', () => {
  const claim = (v: TestVendor, id: number, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/appointment/claim/${id}`,
      headers: v.headers,
      ...(payload ? { payload } : {}),
    });
  const assign = (v: { headers: Record<string, string> }, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/appointment/assignee/${id}`, headers: v.headers, payload });

  it('a one-person company: a claim over its own job is 409 no-one-free with the clash, claimed only when confirmed', async () => {
    const zip = freshZip();
    const solo = await eligibleVendor(t.app, [product.id], [zip]);
    const first = await book(zip, `${Y}-06-01T16:00:00.000Z`, 120);
    expect((await claim(solo, first)).statusCode).toBe(200);
    const second = await book(zip, `${Y}-06-01T17:00:00.000Z`);
    const asked = await claim(solo, second);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'no-one-free', conflicts: [first], timeOff: false });
    // Issue 54 item 16: the clash named, with its service and time; no time off then.
    expect(asked.json()).toMatchObject({
      clashes: [{ appointmentId: first, service: product.title, startsAt: `${Y}-06-01T16:00:00.000Z` }],
      timeOffEntries: [],
    });
    // Nothing changed: still unclaimed.
    expect((await fits(solo)).has(second)).toBe(true);
    const confirmed = await claim(solo, second, { confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.id).toBe(second);
  });

  it('a crew of three with two free claims without a question; with none free it asks', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const [a, b, c] = [
      await createTestMember(t.app, v, 'technician', 'A'),
      await createTestMember(t.app, v, 'technician', 'B'),
      await createTestMember(t.app, v, 'technician', 'C'),
    ];
    const busy = await book(zip, `${Y}-06-02T16:00:00.000Z`, 180);
    expect((await claim(v, busy, { confirm: true })).statusCode).toBe(200);
    expect((await assign(v, busy, { memberId: a!.memberId })).statusCode).toBe(200);
    const second = await book(zip, `${Y}-06-02T17:00:00.000Z`);
    expect((await claim(v, second)).statusCode).toBe(200);
    expect((await assign(v, second, { memberId: b!.memberId })).statusCode).toBe(200);
    await addOff(v, { memberId: c!.memberId, startDate: `${Y}-06-02`, endDate: `${Y}-06-02` });
    const third = await book(zip, `${Y}-06-02T17:30:00.000Z`, 30);
    const asked = await claim(v, third);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'no-one-free', conflicts: [busy, second], timeOff: false });
  });

  it('a claim within the company’s time off asks, saying so', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    await addOff(v, { startDate: `${Y}-06-03`, endDate: `${Y}-06-03` });
    const job = await book(zip, `${Y}-06-03T18:00:00.000Z`);
    const asked = await claim(v, job);
    expect(asked.json()).toMatchObject({ code: 'no-one-free', conflicts: [], timeOff: true });
    // Issue 54 item 16: the company's day off, midnight to midnight in Denver (MDT, UTC-6).
    expect(asked.json()).toMatchObject({
      clashes: [],
      timeOffEntries: [{ from: `${Y}-06-03T06:00:00.000Z`, to: `${Y}-06-04T06:00:00.000Z`, memberId: null }],
    });
  });

  it('giving a job to a member busy or off asks first (409 member-busy); confirm gives it', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const office = await createTestMember(t.app, v, 'office');
    const tech = await createTestMember(t.app, v, 'technician', 'Tia Tech');
    const first = await book(zip, `${Y}-06-04T16:00:00.000Z`, 120);
    const second = await book(zip, `${Y}-06-04T17:00:00.000Z`);
    const later = await book(zip, `${Y}-06-05T17:00:00.000Z`);
    for (const id of [first, second, later]) expect((await claim(v, id, { confirm: true })).statusCode).toBe(200);
    expect((await assign(office, first, { memberId: tech.memberId })).statusCode).toBe(200);
    const busy = await assign(office, second, { memberId: tech.memberId });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'member-busy', conflicts: [first], timeOff: false });
    expect(busy.json().message).toBe(AVAILABILITY.memberBusy('Tia Tech'));
    const anyway = await assign(office, second, { memberId: tech.memberId, confirm: true });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json().data.assignee).toMatchObject({ id: tech.memberId });
    // The technician's own day off.
    await addOff(tech, { memberId: tech.memberId, startDate: `${Y}-06-05`, endDate: `${Y}-06-05` });
    const off = await assign(v, later, { memberId: tech.memberId });
    expect(off.json()).toMatchObject({ code: 'member-busy', conflicts: [], timeOff: true });
    expect(off.json().timeOffEntries).toEqual([
      { from: `${Y}-06-05T06:00:00.000Z`, to: `${Y}-06-06T06:00:00.000Z`, memberId: tech.memberId },
    ]);
    expect(busy.json().clashes).toEqual([
      { appointmentId: first, service: product.title, startsAt: `${Y}-06-04T16:00:00.000Z` },
    ]);
    // A technician may not assign; another company's member is 404.
    expect((await assign(tech, later, { memberId: tech.memberId, confirm: true })).statusCode).toBe(403);
    const stranger = await eligibleVendor(t.app, [product.id], [freshZip()]);
    expect((await assign(stranger, later, { memberId: tech.memberId })).statusCode).toBe(404);
    expect(
      (await assign(v, later, { memberId: await ownerMemberId(t.app, stranger.vendorId), confirm: true })).statusCode,
    ).toBe(404);
  });

  it('a cancelled job is given to no one (409 appointment-closed)', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const tech = await createTestMember(t.app, v, 'technician');
    const job = await book(zip, `${Y}-06-08T17:00:00.000Z`);
    expect((await claim(v, job)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/ops/appointments/${job}/cancel`,
      headers: opsHeaders,
      payload: { reason: 'Customer moved' },
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    expect((await assign(v, job, { memberId: tech.memberId, confirm: true })).json()).toMatchObject({
      code: 'appointment-closed',
    });
  });
});

describe('GET /api/dispatch', () => {
  it('the company’s members, time off and open jobs of those days in its zone; technicians 403, another company sees its own', async () => {
    const zip = freshZip();
    const v = await eligibleVendor(t.app, [product.id], [zip]);
    const tech = await createTestMember(t.app, v, 'technician', 'Tia Tech');
    const office = await createTestMember(t.app, v, 'office');
    // 9 PM in Denver on Jun 9 is Jun 10 in UTC: it belongs to the 9th's board.
    const ninePm = await book(zip, `${Y}-06-10T03:00:00.000Z`);
    const nextDay = await book(zip, `${Y}-06-10T17:00:00.000Z`);
    for (const id of [ninePm, nextDay])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/appointment/claim/${id}`,
        headers: v.headers,
        payload: { confirm: true },
      });
    await addOff(v, {
      memberId: tech.memberId,
      startDate: `${Y}-06-09`,
      endDate: `${Y}-06-09`,
      startTime: '08:00',
      endTime: '10:00',
    });
    const day = await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${Y}-06-09`, headers: office.headers });
    expect(day.statusCode).toBe(200);
    const board = day.json().data;
    expect(board.appointments.map((a: { id: number }) => a.id)).toEqual([ninePm]);
    expect(board.appointments[0]).toMatchObject({
      assigneeId: null,
      city: 'Denver',
      zipCode: zip,
      end: `${Y}-06-10T04:00:00.000Z`,
    });
    expect(board.members.find((m: { id: number }) => m.id === tech.memberId)).toMatchObject({
      takesJobs: true,
      role: 'technician',
    });
    expect(board.timeOff).toHaveLength(1);
    const week = await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${Y}-06-09&days=7`, headers: v.headers });
    expect(week.json().data.appointments).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${Y}-06-09`, headers: tech.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${Y}-06-09&days=8`, headers: v.headers }))
        .statusCode,
    ).toBe(400);
    const stranger = await eligibleVendor(t.app, [product.id], [freshZip()]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/dispatch?date=${Y}-06-09&days=7`,
      headers: stranger.headers,
    });
    expect(theirs.json().data.appointments).toEqual([]);
  });
  it('says which jobs are date-only: a day, not the time they were stored with (issue 38 item 3 on the board)', async () => {
    const zip = freshZip();
    const windows = await createTestProduct(t.app, {
      title: 'Window Cleaning',
      prices: [{ title: 'Whole house', section: null, isOutside: true, schedulingInterface: 'date' }],
    });
    const v = await eligibleVendor(t.app, [product.id, windows.id], [zip]);
    const timed = await book(zip, `${Y}-07-01T16:00:00.000Z`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: opsBookingBody(windows, { zipCode: zip, actualDateTime: `${Y}-07-01T20:30:00.000Z` }),
    });
    expect(res.statusCode).toBe(201);
    const dateOnly = (res.json() as { id: number }).id;
    for (const id of [timed, dateOnly])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/appointment/claim/${id}`,
        headers: v.headers,
        payload: { confirm: true },
      });
    const board = await t.app.inject({ method: 'GET', url: `/api/dispatch?date=${Y}-07-01`, headers: v.headers });
    const kinds = Object.fromEntries(
      board.json().data.appointments.map((a: { id: number; schedulingKind: string }) => [a.id, a.schedulingKind]),
    );
    expect(kinds).toEqual({ [timed]: 'datetime', [dateOnly]: 'date' });
  });
});
