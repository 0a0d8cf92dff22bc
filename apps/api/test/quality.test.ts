import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appointments, mailQueue, ratings, vendors } from '../src/db/schema.ts';
import { createHoursDay } from '../src/modules/hours/service.ts';
import { runTierSweep } from '../src/modules/quality/tier-sweep.ts';
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
import { createTestMember } from './crew-helpers.ts';
import { createTestStaff } from './staff-helpers.ts';

// Issue 57, docs/architecture.md "Scorecard and tiers": the company's last 28 days in its zone (on the injected
// clock, across both DST changes), each figure with its jobs, the tier from the contract's table, the console's
// view of every company worst first with the flag and why, and the sweep that stores tiers and mails.

const MIN = 60_000;
const HOUR = 60 * MIN;
let clock = new Date('2026-03-20T12:00:00Z');
let t: TestContext;
let product: TestProduct;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, live: { now: () => clock, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app);
});
afterAll(async () => t.close());

async function companyIn(timeZone: 'America/Denver' | 'America/Los_Angeles' | 'America/New_York'): Promise<TestVendor> {
  const vendor = await createTestVendor(t.app);
  await createHoursDay(t.app.db, vendor.vendorId, {
    weekDay: 'Monday',
    openTime: '08:00',
    closeTime: '17:00',
    timeZone,
  });
  return vendor;
}

/** A job of `v` starting at `start`, completed an hour later; checked in `checkInAfterMin` after the start. */
async function job(
  v: TestVendor,
  start: string | Date,
  options: { checkInAfterMin?: number | null; outcome?: 'completed' | 'no-show'; completedAt?: string } = {},
): Promise<number> {
  const startsAt = new Date(start);
  const { id } = await bookTestAppointment(t.app, product, {
    vendorId: v.vendorId,
    actualDateTime: startsAt.toISOString(),
  });
  const checkIn = options.checkInAfterMin === undefined ? 0 : options.checkInAfterMin;
  await t.app.db
    .update(appointments)
    .set({
      completedAt: new Date(options.completedAt ?? startsAt.getTime() + HOUR),
      outcome: options.outcome ?? 'completed',
      checkedInAt: checkIn === null ? null : new Date(startsAt.getTime() + checkIn * MIN),
    })
    .where(eq(appointments.id, id));
  return id;
}

async function rate(v: TestVendor, appointmentId: number, stars: number, createdAt: Date, counted = true) {
  await t.app.db.insert(ratings).values({
    appointmentId,
    vendorId: v.vendorId,
    stars,
    tags: [],
    createdAt,
    publishedAt: counted ? new Date(createdAt.getTime() + 72 * HOUR) : null,
  });
}

const scorecard = async (headers: object) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/scorecard', headers: headers as Record<string, string> });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/scorecard: the 28 days in the company’s zone', () => {
  it('spring: New York’s window starts at midnight EST though today is EDT', async () => {
    clock = new Date('2026-03-20T12:00:00Z'); // Fri 20 Mar 08:00 EDT; 21 Feb 00:00 EST is 05:00Z
    const v = await companyIn('America/New_York');
    await job(v, '2026-02-21T03:00:00Z', { completedAt: '2026-02-21T04:30:00Z' }); // 20 Feb 23:30 EST: out
    const first = await job(v, '2026-02-21T04:00:00Z', { completedAt: '2026-02-21T05:00:00Z' }); // 00:00 EST: in
    const last = await job(v, '2026-03-20T10:00:00Z', { completedAt: '2026-03-20T11:00:00Z' });
    const card = await scorecard(v.headers);
    expect(card).toMatchObject({ from: '2026-02-21', to: '2026-03-20', days: 28, jobs: 2 });
    expect(card.jobIds).toEqual([first, last]);
  });

  it('autumn: Los Angeles’s window starts at midnight PDT though today is PST', async () => {
    clock = new Date('2026-11-20T20:00:00Z'); // Fri 20 Nov 12:00 PST; 24 Oct 00:00 PDT is 07:00Z
    const v = await companyIn('America/Los_Angeles');
    await job(v, '2026-10-24T05:00:00Z', { completedAt: '2026-10-24T06:59:59Z' }); // 23 Oct 23:59:59 PDT: out
    const first = await job(v, '2026-10-24T06:00:00Z', { completedAt: '2026-10-24T07:00:00Z' });
    const card = await scorecard(v.headers);
    expect(card).toMatchObject({ from: '2026-10-24', to: '2026-11-20', jobs: 1, jobIds: [first] });
  });

  it('lists every figure’s jobs: on time at 15 minutes, late at 16, no-shows, late releases, counted ratings', async () => {
    clock = new Date('2026-06-15T18:00:00Z');
    const v = await companyIn('America/Denver');
    const onTime = await job(v, '2026-06-10T16:00:00Z', { checkInAfterMin: 15 });
    const late = await job(v, '2026-06-11T16:00:00Z', { checkInAfterMin: 16 });
    const early = await job(v, '2026-06-12T16:00:00Z', { checkInAfterMin: -10 });
    const noShow = await job(v, '2026-06-13T16:00:00Z', { checkInAfterMin: null, outcome: 'no-show' });
    await rate(v, onTime, 5, new Date('2026-06-10T20:00:00Z'));
    await rate(v, late, 2, new Date('2026-06-11T20:00:00Z'));
    await rate(v, early, 1, new Date('2026-06-12T20:00:00Z'), false); // held: not counted
    // Two releases through the API: 47 hours before the start is late, 49 is not.
    const releaseAt = async (hoursAhead: number) => {
      const { id } = await bookTestAppointment(t.app, product, {
        vendorId: v.vendorId,
        actualDateTime: new Date(clock.getTime() + hoursAhead * HOUR).toISOString(),
      });
      const res = await t.app.inject({ method: 'PATCH', url: `/api/appointment/release/${id}`, headers: v.headers });
      expect(res.statusCode, res.body).toBe(200);
      return id;
    };
    const lateRelease = await releaseAt(47);
    await releaseAt(49);
    const card = await scorecard(v.headers);
    expect(card).toMatchObject({
      jobs: 4,
      jobIds: [onTime, late, early, noShow],
      onTime: { rate: 0.67, late: [late], checkedIn: [onTime, late, early] },
      noShows: [noShow],
      lateReleases: [lateRelease],
      rating: { average: 3.5, count: 2, appointmentIds: [onTime, late] },
      tier: 'standard',
      next: {
        tier: 'pro',
        missing: ['1 more completed job', 'on time 66 %, needs 90 %', '1 more rating', 'average 3.50 stars, needs 4.5'],
      },
    });
  });

  it('answers the next tier’s lines in the member’s language', async () => {
    clock = new Date('2026-06-15T18:00:00Z');
    const v = await companyIn('America/Denver');
    // The owner reads Spanish.
    await t.app.db.execute(sql`update vendor_members set language = 'es' where vendor_id = ${v.vendorId}`);
    const card = await scorecard(v.headers);
    expect(card.next.missing).toEqual([
      '5 trabajos completados más',
      'ningún trabajo con llegada todavía, necesitas 90 % a tiempo',
      '3 calificaciones más',
    ]);
  });

  it('pro and elite at their lines, and one short of each', async () => {
    clock = new Date('2026-06-15T18:00:00Z');
    const seed = async (jobs: number, lateCheckIns: number, stars: number[]) => {
      const v = await companyIn('America/Denver');
      for (let i = 0; i < jobs; i++) {
        const id = await job(v, new Date(Date.parse('2026-05-20T16:00:00Z') + i * HOUR * 24), {
          checkInAfterMin: i < lateCheckIns ? 20 : 5,
        });
        if (i < stars.length) await rate(v, id, stars[i]!, new Date('2026-06-14T12:00:00Z'));
      }
      return (await scorecard(v.headers)) as { tier: string; next: { tier: string; missing: string[] } | null };
    };
    // Pro: 5 jobs, 0.90 on time needs 10 checked in for one late; 4.5 over 3 ratings (5, 5, 3.5 → 4, 5, 4.5).
    expect(await seed(10, 1, [5, 4, 5, 4])).toMatchObject({ tier: 'pro', next: { tier: 'elite' } });
    expect(await seed(4, 0, [5, 5, 5])).toMatchObject({
      tier: 'standard',
      next: { missing: ['1 more completed job'] },
    });
    expect(await seed(5, 0, [5, 4, 4])).toMatchObject({
      tier: 'standard',
      next: { missing: ['average 4.33 stars, needs 4.5'] },
    });
    expect(await seed(10, 2, [5, 5, 5])).toMatchObject({
      tier: 'standard',
      next: { missing: ['on time 80 %, needs 90 %'] },
    });
    // Elite: 10 jobs, 0.95 (20 checked in, one late), 4.8 over 5.
    expect(await seed(20, 1, [5, 5, 5, 5, 4])).toMatchObject({ tier: 'elite', next: null });
    expect(await seed(20, 1, [5, 5, 5, 4, 4])).toMatchObject({
      tier: 'pro',
      next: { tier: 'elite', missing: ['average 4.60 stars, needs 4.8'] },
    });
    expect(await seed(9, 0, [5, 5, 5, 5, 5])).toMatchObject({
      tier: 'pro',
      next: { missing: ['1 more completed job'] },
    });
  });

  it('the office reads it; a technician is refused 403', async () => {
    const v = await companyIn('America/Denver');
    const office = await createTestMember(t.app, v, 'office');
    const tech = await createTestMember(t.app, v, 'technician');
    await scorecard(office.headers);
    const res = await t.app.inject({ method: 'GET', url: '/api/scorecard', headers: tech.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'role-forbidden' });
  });
});

describe('GET /api/ops/quality and the sweep', () => {
  it('flags under 0.80 on time over 5 jobs and under 3.5 over 5 ratings, worst first; a vendor is refused 403', async () => {
    clock = new Date('2026-09-15T18:00:00Z');
    const late = await companyIn('America/Denver');
    for (let i = 0; i < 5; i++)
      await job(late, new Date(Date.parse('2026-09-01T16:00:00Z') + i * 24 * HOUR), {
        checkInAfterMin: i < 2 ? 30 : 0,
      });
    const poor = await companyIn('America/Denver');
    for (let i = 0; i < 5; i++) {
      const id = await job(poor, new Date(Date.parse('2026-09-02T16:00:00Z') + i * 24 * HOUR));
      await rate(poor, id, i === 0 ? 4 : 3, new Date('2026-09-10T12:00:00Z'));
    }
    // Four jobs, all late: under the minimum of jobs, not flagged.
    const few = await companyIn('America/Denver');
    for (let i = 0; i < 4; i++)
      await job(few, new Date(Date.parse('2026-09-03T16:00:00Z') + i * 24 * HOUR), { checkInAfterMin: 30 });

    const res = await t.app.inject({ method: 'GET', url: '/api/ops/quality?flagged=true', headers: opsHeaders });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Array<{ vendorId: number; flagged: boolean; why: string[] }>;
    expect(rows.map((r) => r.vendorId)).toEqual([late.vendorId, poor.vendorId]);
    expect(rows[0]).toMatchObject({ flagged: true, why: ['on time 60 %, expected 80 % or more'], onTimeRate: 0.6 });
    expect(rows[1]).toMatchObject({ why: ['average 3.20 stars, expected 3.5 or more'], ratingCount: 5 });

    const all = (await t.app.inject({ method: 'GET', url: '/api/ops/quality', headers: opsHeaders })).json().data;
    expect(all.find((r: { vendorId: number }) => r.vendorId === few.vendorId)).toMatchObject({
      flagged: false,
      why: [],
    });

    const reviewer = await createTestStaff(t.app, 'reviewer');
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/quality', headers: reviewer.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/quality', headers: late.headers })).statusCode).toBe(
      403,
    );

    // Mailed once a week while flagged; nobody is suspended.
    const flaggedMails = async (v: TestVendor) =>
      (await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, v.email))).filter((m) =>
        m.idempotencyKey.startsWith('quality-flagged:'),
      );
    await runTierSweep(t.app.db, 'https://portal.test', clock);
    await runTierSweep(t.app.db, 'https://portal.test', new Date(clock.getTime() + 2 * 24 * HOUR));
    expect(await flaggedMails(late)).toHaveLength(1);
    expect((await flaggedMails(late))[0]!.text).toContain('on time 60 %, expected 80 % or more');
    expect(await flaggedMails(few)).toHaveLength(0);
    await runTierSweep(t.app.db, 'https://portal.test', new Date(clock.getTime() + 7 * 24 * HOUR));
    expect(await flaggedMails(late)).toHaveLength(2);
    const [stored] = await t.app.db.select().from(vendors).where(eq(vendors.id, late.vendorId));
    expect(stored!.reviewStatus).toBe('pending');
  });

  it('stores a changed tier and mails it once, in the owner’s language', async () => {
    clock = new Date('2026-10-15T18:00:00Z');
    const v = await companyIn('America/Denver');
    for (let i = 0; i < 5; i++) {
      const id = await job(v, new Date(Date.parse('2026-10-01T16:00:00Z') + i * 24 * HOUR));
      if (i < 3) await rate(v, id, 5, new Date('2026-10-10T12:00:00Z'));
    }
    await runTierSweep(t.app.db, 'https://portal.test', clock);
    await runTierSweep(t.app.db, 'https://portal.test', clock);
    const [stored] = await t.app.db.select({ tier: vendors.tier }).from(vendors).where(eq(vendors.id, v.vendorId));
    expect(stored!.tier).toBe('pro');
    const mails = (await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, v.email))).filter((m) =>
      m.idempotencyKey.startsWith('tier-change:'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your tier is now Pro' });
    expect(mails[0]!.text).toContain('https://portal.test/scorecard');
  });
});

describe('the overview’s ratings and tiers (GET /api/ops/insights, the quality CSV)', () => {
  it('averages the counted ratings of the period and counts the stored tiers', async () => {
    clock = new Date();
    const v = await companyIn('America/Denver');
    const a = await job(v, new Date(Date.now() - 3 * 24 * HOUR));
    const b = await job(v, new Date(Date.now() - 2 * 24 * HOUR));
    const c = await job(v, new Date(Date.now() - 1 * 24 * HOUR));
    const before = (await t.app.inject({ method: 'GET', url: '/api/ops/insights?days=7', headers: opsHeaders })).json()
      .data.quality;
    await rate(v, a, 5, new Date(Date.now() - 3 * 24 * HOUR));
    await rate(v, b, 2, new Date(Date.now() - 2 * 24 * HOUR));
    await rate(v, c, 1, new Date(Date.now() - 1 * 24 * HOUR), false); // held: not counted
    await t.app.db.update(vendors).set({ tier: 'elite' }).where(eq(vendors.id, v.vendorId));
    const res = await t.app.inject({ method: 'GET', url: '/api/ops/insights?days=7', headers: opsHeaders });
    expect(res.statusCode, res.body).toBe(200);
    const quality = res.json().data.quality;
    expect(quality.ratingCount).toBe(before.ratingCount + 2);
    expect(quality.tiers.elite).toBe(before.tiers.elite + 1);
    expect(quality.tiers.standard).toBe(before.tiers.standard - 1);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/ops/insights/export/quality?days=7',
      headers: opsHeaders,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Rating average');
    expect(csv.body).toContain(`Companies elite,${quality.tiers.elite}`);
  });
});
