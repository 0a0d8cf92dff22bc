import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { JobFit } from '@vendor-portal/contract/appointments';
import { freeMembers, isCompanyClosedAt } from '../src/modules/availability/busy.ts';
import { bookThroughOps, createTestApp, createTestProduct, type TestContext, type TestProduct } from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { futureYearLike } from './future-dates.ts';

// docs/performance.md "Time off and the dispatch board": the unclaimed list answers each job's `timeOff` and
// `free` in JavaScript from the company's schedule, read once (busy.ts companyScheduleJson and availabilityAt),
// while the claim, the assignment and the alerts ask the SQL rules (isCompanyClosedAt, freeMembers). The card
// must never promise what the claim then refuses: this test asks both of every job of a crowded week.

/** The dates below are 2027's, in a year still ahead of the real clock with the same calendar (DST Sundays too). */
const Y = futureYearLike(2027);
let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

/** Books a job through the ops API (as the marketplace does), in `zip` at `at` for `duration` minutes. */
const book = (zip: string, at: string, duration: number) =>
  bookThroughOps(t.app, product, { zipCode: zip, actualDateTime: at, duration });

/** The unclaimed cards' fit of `headers`' company, by job id. */
async function fitsOf(headers: Record<string, string>): Promise<Map<number, JobFit>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/appointment/unclaimed', headers });
  expect(res.statusCode).toBe(200);
  return new Map(
    (res.json().data as Array<{ appointment: { id: number }; fit: JobFit }>).map((i) => [i.appointment.id, i.fit]),
  );
}

/** A small deterministic generator (mulberry32), so that a failure is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the unclaimed card’s time off and free members', () => {
  it('agree with the claim’s SQL rules for every job of a crowded week across the end of DST', async () => {
    const zip = '86001';
    const owner = await eligibleVendor(t.app, [product.id], [zip]);
    const techs = [
      await createTestMember(t.app, owner, 'technician', 'Ana Tech'),
      await createTestMember(t.app, owner, 'technician', 'Ben Tech'),
      await createTestMember(t.app, owner, 'technician', 'Cy Tech'),
    ];
    await createTestMember(t.app, owner, 'office'); // takes no jobs: never free
    const call = async (method: 'POST' | 'PATCH', url: string, payload: object, headers = owner.headers) => {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number };
    };
    // Denver leaves DST on Sunday November 7 of a year like 2027 (a 25-hour day). The company: a part day and a
    // whole day off; its technicians: a whole day (the long one), a morning, and a part day across midnight's edge.
    const [a, b, c] = techs.map((m) => m.memberId);
    await call('POST', '/api/timeOff', {
      startDate: `${Y}-11-06`,
      endDate: `${Y}-11-06`,
      startTime: '12:00',
      endTime: '15:00',
    });
    await call('POST', '/api/timeOff', { startDate: `${Y}-11-08`, endDate: `${Y}-11-08`, note: 'Closed' });
    await call('POST', '/api/timeOff', { memberId: a, startDate: `${Y}-11-07`, endDate: `${Y}-11-07` });
    await call('POST', '/api/timeOff', {
      memberId: b,
      startDate: `${Y}-11-05`,
      endDate: `${Y}-11-05`,
      startTime: '09:00',
      endTime: '11:00',
    });
    await call('POST', '/api/timeOff', {
      memberId: c,
      startDate: `${Y}-11-06`,
      endDate: `${Y}-11-07`,
      startTime: '20:00',
      endTime: '08:00',
    });

    // Its own jobs: claimed, given to a technician or left unassigned, on half-hour marks of the same days.
    const next = random(42);
    const from = Date.parse(`${Y}-11-05T13:00:00.000Z`); // 6 AM in Denver on the 5th
    const slot = () => new Date(from + Math.floor(next() * 4 * 48) * 30 * 60_000).toISOString();
    const length = () => 30 * (1 + Math.floor(next() * 6));
    for (let i = 0; i < 16; i++) {
      const id = await book(zip, slot(), length());
      await call('PATCH', `/api/appointment/claim/${id}`, { confirm: true });
      const who = [a, b, c, null, null][Math.floor(next() * 5)];
      if (who) await call('PATCH', `/api/appointment/assignee/${id}`, { memberId: who, confirm: true });
    }
    // Jobs it may claim at the same times, and some that start or end exactly at a time off's edge.
    const open: number[] = [];
    for (let i = 0; i < 40; i++) open.push(await book(zip, slot(), length()));
    open.push(await book(zip, `${Y}-11-06T22:00:00.000Z`, 60)); // 3 PM Denver: ends of the part day
    open.push(await book(zip, `${Y}-11-06T18:00:00.000Z`, 60)); // 11 AM: ends as the part day starts
    open.push(await book(zip, `${Y}-11-08T07:00:00.000Z`, 30)); // the 8th's first half hour (MST)

    const fits = await fitsOf(owner.headers);
    const vendor = sql`${owner.vendorId}::int`;
    const seen = { off: 0, on: 0, none: 0, some: 0, all: 0 };
    for (const id of open) {
      const { rows } = (await t.app.db
        .execute(sql`select ${isCompanyClosedAt(vendor, sql`job.starts`, sql`job.length`)} as off,
          ${freeMembers(vendor, sql`job.starts`, sql`job.length`)} as free
        from (select actual_date_time as starts, appointment_length as length from appointments where id = ${id}) job`)) as unknown as {
        rows: Array<{ off: boolean; free: number[] | string }>;
      };
      const rule = rows[0]!;
      const free = typeof rule.free === 'string' ? (JSON.parse(rule.free) as number[]) : rule.free;
      const fit = fits.get(id);
      expect(fit, `job ${id} is listed`).toBeDefined();
      expect({ id, timeOff: fit!.timeOff, free: fit!.free }).toEqual({ id, timeOff: rule.off, free });
      seen[rule.off ? 'off' : 'on']++;
      seen[free.length === 0 ? 'none' : free.length < techs.length ? 'some' : 'all']++;
    }
    // The week is crowded enough to try every branch of the rule.
    for (const [branch, count] of Object.entries(seen)) expect(count, branch).toBeGreaterThan(0);
  });

  it('a job of a whole day, the longest a booking lasts, still clashes with one that starts 23½ hours later', async () => {
    // busy.ts reads a company's jobs from a day before a job's start (LONGEST_JOB): a shorter bound would miss it.
    const zip = '86002';
    const solo = await eligibleVendor(t.app, [product.id], [zip]);
    const claim = (id: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/appointment/claim/${id}`, headers: solo.headers });
    const wholeDay = await book(zip, `${Y}-12-01T15:00:00.000Z`, 24 * 60);
    expect((await claim(wholeDay)).statusCode).toBe(200);
    const lateNextMorning = await book(zip, `${Y}-12-02T14:30:00.000Z`, 60);
    const afterIt = await book(zip, `${Y}-12-02T15:00:00.000Z`, 60);

    const fits = await fitsOf(solo.headers);
    expect(fits.get(lateNextMorning)).toMatchObject({ conflicts: [wholeDay], free: [] });
    expect(fits.get(afterIt)).toMatchObject({ conflicts: [] });
    expect(fits.get(afterIt)!.free).toHaveLength(1);
    const asked = await claim(lateNextMorning);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'no-one-free', conflicts: [wholeDay] });
    expect((await claim(afterIt)).statusCode).toBe(200);
  });
});

describe('the company’s own time off (issue 54 item 10)', () => {
  it('leaves no one free: a company entry is everyone’s, on the card and in the claim’s rule', async () => {
    const zip = '86003';
    const owner = await eligibleVendor(t.app, [product.id], [zip]);
    const tech = await createTestMember(t.app, owner, 'technician', 'Dee Tech');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/timeOff',
      headers: owner.headers,
      payload: { startDate: `${Y}-12-10`, endDate: `${Y}-12-10`, note: 'Closed' },
    });
    expect(off.statusCode, off.body).toBe(201);
    const closed = await book(zip, `${Y}-12-10T17:00:00.000Z`, 60);
    const open = await book(zip, `${Y}-12-11T17:00:00.000Z`, 60);

    const fits = await fitsOf(owner.headers);
    expect(fits.get(closed)).toMatchObject({ timeOff: true, free: [] });
    expect(fits.get(open)).toMatchObject({ timeOff: false, free: [tech.memberId] });
    const { rows } = (await t.app.db
      .execute(sql`select ${freeMembers(sql`${owner.vendorId}::int`, sql`job.starts`, sql`job.length`)} as free
      from (select actual_date_time as starts, appointment_length as length from appointments where id = ${closed}) job`)) as unknown as {
      rows: Array<{ free: number[] | string }>;
    };
    const free = rows[0]!.free;
    expect(typeof free === 'string' ? JSON.parse(free) : free).toEqual([]);
  });
});
