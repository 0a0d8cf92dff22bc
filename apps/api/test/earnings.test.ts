import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { mailQueue } from '../src/db/schema.ts';
import { vendorEarnings, weekJobs } from '../src/modules/earnings/service.ts';
import { createHoursDay } from '../src/modules/hours/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  HANG_GUARD_MS,
  opsHeaders,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// docs/architecture.md "Pay and earnings": weeks Monday to Sunday in the vendor's zone, the statement,
// and the console's payouts (paid once, after the week, also when two admins click at once).

let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
/** A product whose one price pays 1 cent a unit: a line of quantity N pays N cents. */
let centProduct: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestStaff(t.app, 'admin');
  reviewer = await createTestStaff(t.app, 'reviewer');
  centProduct = await createTestProduct(t.app, {
    title: 'Windows, "Deluxe"',
    prices: [{ title: 'Pane', isOutside: false, schedulingInterface: 'datetime', payoutCents: 1 }],
  });
});
afterAll(async () => t.close());

type Who = { headers: object };
const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function vendorIn(timeZone: 'America/New_York' | 'America/Los_Angeles' | 'America/Denver'): Promise<TestVendor> {
  const vendor = await createTestVendor(t.app);
  await createHoursDay(t.app.db, vendor.vendorId, {
    weekDay: 'Monday',
    openTime: '08:00',
    closeTime: '17:00',
    timeZone,
  });
  return vendor;
}

/** A job of `vendor` completed at `completedAt` paying `cents`. */
const completedJob = (vendor: TestVendor, completedAt: string, cents: number, city = 'Denver') =>
  bookTestAppointment(t.app, centProduct, {
    vendorId: vendor.vendorId,
    actualDateTime: completedAt,
    completedAt,
    property: { city },
    lines: [{ productId: centProduct.id, priceId: centProduct.prices[0]!.id, quantity: cents }],
  });

const weeksOf = async (vendor: TestVendor, now: string, weeks: number) =>
  (await vendorEarnings(t.app.db, vendor.vendorId, weeks, new Date(now))).weeks.map((w) => [
    w.weekStart,
    w.completedCount,
    w.completedCents,
  ]);

describe('weeks in the vendor’s zone, across both DST changes', () => {
  // 2026: clocks go forward on Sunday 8 March and back on Sunday 1 November (US zones).
  it('New York (UTC−5 / UTC−4)', async () => {
    const v = await vendorIn('America/New_York');
    await completedJob(v, '2026-03-02T04:59:00Z', 1); // Sun 1 Mar 23:59 EST: week of 23 Feb
    await completedJob(v, '2026-03-02T05:00:00Z', 10); // Mon 2 Mar 00:00 EST: week of 2 Mar
    await completedJob(v, '2026-03-09T03:30:00Z', 100); // Sun 8 Mar 23:30 EDT (after the change): still 2 Mar
    await completedJob(v, '2026-03-09T04:30:00Z', 1000); // Mon 9 Mar 00:30 EDT: week of 9 Mar
    expect(await weeksOf(v, '2026-03-10T12:00:00Z', 4)).toEqual([
      ['2026-03-09', 1, 1000],
      ['2026-03-02', 2, 110],
      ['2026-02-23', 1, 1],
      ['2026-02-16', 0, 0],
    ]);
    await completedJob(v, '2026-11-02T04:30:00Z', 7); // Sun 1 Nov 23:30 EST (after the change): week of 26 Oct
    await completedJob(v, '2026-11-02T05:15:00Z', 70); // Mon 2 Nov 00:15 EST: week of 2 Nov
    await completedJob(v, '2026-10-26T03:59:00Z', 700); // Sun 25 Oct 23:59 EDT: week of 19 Oct
    expect(await weeksOf(v, '2026-11-03T12:00:00Z', 3)).toEqual([
      ['2026-11-02', 1, 70],
      ['2026-10-26', 1, 7],
      ['2026-10-19', 1, 700],
    ]);
    const statement = await weekJobs(t.app.db, v.vendorId, '2026-03-02', new Date('2026-03-10T12:00:00Z'));
    expect(statement.map((j) => [j.completedAt, j.payoutCents])).toEqual([
      ['2026-03-02 00:00', 10],
      ['2026-03-08 23:30', 100],
    ]);
  });

  it('Los Angeles (UTC−8 / UTC−7): the same instants fall in other weeks', async () => {
    const v = await vendorIn('America/Los_Angeles');
    await completedJob(v, '2026-03-02T05:00:00Z', 10); // Sun 1 Mar 21:00 PST: week of 23 Feb
    await completedJob(v, '2026-03-09T04:30:00Z', 1000); // Sun 8 Mar 21:30 PDT: week of 2 Mar
    await completedJob(v, '2026-03-09T07:30:00Z', 5); // Mon 9 Mar 00:30 PDT: week of 9 Mar
    expect(await weeksOf(v, '2026-03-10T12:00:00Z', 3)).toEqual([
      ['2026-03-09', 1, 5],
      ['2026-03-02', 1, 1000],
      ['2026-02-23', 1, 10],
    ]);
    await completedJob(v, '2026-11-02T07:59:00Z', 3); // Sun 1 Nov 23:59 PST: week of 26 Oct
    await completedJob(v, '2026-11-02T08:00:00Z', 30); // Mon 2 Nov 00:00 PST: week of 2 Nov
    expect(await weeksOf(v, '2026-11-08T12:00:00Z', 2)).toEqual([
      ['2026-11-02', 1, 30],
      ['2026-10-26', 1, 3],
    ]);
  });
});

/** The Monday of the week holding `instant` in `timeZone`, computed without the database (the oracle). */
function mondayOf(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

describe('sums (property-based)', () => {
  it(
    "the weeks' totals equal the sum of their jobs, each job in the week of its completion in the zone",
    async () => {
      const now = new Date('2026-11-04T18:00:00Z');
      const DAY = 86_400_000;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('America/New_York', 'America/Los_Angeles', 'America/Denver' as const),
          fc.array(
            fc.record({
              daysAgo: fc.double({ min: 0, max: 100, noNaN: true }),
              cents: fc.integer({ min: 1, max: 500_000 }),
            }),
            {
              maxLength: 8,
            },
          ),
          async (zone, jobs) => {
            const v = await vendorIn(zone);
            const instants = jobs.map((j) => new Date(now.getTime() - j.daysAgo * DAY));
            for (const [i, j] of jobs.entries()) await completedJob(v, instants[i]!.toISOString(), j.cents);
            const { weeks } = await vendorEarnings(t.app.db, v.vendorId, 12, now);
            expect(weeks).toHaveLength(12);
            const expected = new Map(weeks.map((w) => [w.weekStart, { count: 0, cents: 0 }]));
            for (const [i, j] of jobs.entries()) {
              const week = expected.get(mondayOf(instants[i]!, zone));
              if (week) {
                week.count += 1;
                week.cents += j.cents;
              }
            }
            for (const w of weeks)
              expect([w.completedCount, w.completedCents]).toEqual([
                expected.get(w.weekStart)!.count,
                expected.get(w.weekStart)!.cents,
              ]);
            const inWindow = jobs.filter((_, i) => expected.has(mondayOf(instants[i]!, zone)));
            expect(weeks.reduce((s, w) => s + w.completedCents, 0)).toBe(inWindow.reduce((s, j) => s + j.cents, 0));
          },
        ),
        { numRuns: 12 },
      );
    },
    HANG_GUARD_MS,
  );
});

describe('GET /api/earnings and the statement', () => {
  it('answers exactly N weeks, newest first (this week included), with upcoming = claimed and not completed', async () => {
    const v = await vendorIn('America/Denver');
    await bookTestAppointment(t.app, centProduct, {
      vendorId: v.vendorId,
      lines: [{ productId: centProduct.id, priceId: centProduct.prices[0]!.id, quantity: 4200 }],
    });
    const res = await as(v, 'GET', '/api/earnings');
    expect(res.statusCode, res.body).toBe(200);
    const { weeks, upcomingCount, upcomingCents } = res.json().data;
    expect(weeks).toHaveLength(12);
    expect(weeks[0].weekStart).toBe(mondayOf(new Date(), 'America/Denver'));
    expect(weeks[0]).toMatchObject({ completedCount: 0, completedCents: 0, paidAt: null, reference: null });
    expect([upcomingCount, upcomingCents]).toEqual([1, 4200]);
    expect((await as(v, 'GET', '/api/earnings?weeks=3')).json().data.weeks).toHaveLength(3);
    for (const weeksParam of ['0', '53', 'x'])
      expect((await as(v, 'GET', `/api/earnings?weeks=${weeksParam}`)).statusCode).toBe(400);
  });

  it('writes the week as CSV: header, one row per job (quoted right), Total; 400 for a day not a Monday, 404 for a week to come', async () => {
    const v = await vendorIn('America/Denver');
    const lastMonday = new Date(`${mondayOf(new Date(), 'America/Denver')}T12:00:00Z`);
    lastMonday.setUTCDate(lastMonday.getUTCDate() - 7);
    const weekStart = lastMonday.toISOString().slice(0, 10);
    const job = await completedJob(
      v,
      new Date(lastMonday.getTime() + 86_400_000).toISOString(),
      12_345,
      'Denver, "North"',
    );
    await completedJob(v, new Date(lastMonday.getTime() + 2 * 86_400_000).toISOString(), 5);
    const res = await as(v, 'GET', `/api/earnings/statement?weekStart=${weekStart}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="earnings-${weekStart}.csv"; filename*=UTF-8''earnings-${weekStart}.csv`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Appointment,Completed at,Service,City,Zip code,Payout (USD),Paid on,Payout reference');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${job.id},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},"Windows, ""Deluxe""","Denver, ""North""",80202,123\\.45,,$`,
      ),
    );
    expect(lines[2]).toMatch(/,0\.05,,$/);
    expect(lines[3]).toBe('Total,,,,,123.50,,');
    expect(lines).toHaveLength(4);

    const tuesday = new Date(lastMonday.getTime() + 86_400_000).toISOString().slice(0, 10);
    const notMonday = await as(v, 'GET', `/api/earnings/statement?weekStart=${tuesday}`);
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().message).toContain(EARNINGS.weekStartNotMonday);
    const next = new Date(lastMonday.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect((await as(v, 'GET', `/api/earnings/statement?weekStart=${next}`)).statusCode).toBe(404);
  });

  it('writes a city typed as a formula as text, and the day the week was paid and its reference on each row', async () => {
    const v = await vendorIn('America/Denver');
    const when = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const weekStart = mondayOf(new Date(when), 'America/Denver');
    const job = await completedJob(v, when, 1500, '=HYPERLINK("http://evil.test/c","city")');
    await completedJob(v, when, 1, '@SUM(1+1)');
    const pay = await as(admin, 'POST', '/api/ops/payouts', { vendorId: v.vendorId, weekStart, reference: '+ACH 77' });
    expect(pay.statusCode, pay.body).toBe(201);
    // Paid at 9:54 PM in Denver on Nov 25: the statement says the vendor's day, not UTC's next one.
    await t.app.db.execute(
      sql`update payouts set paid_at = ${'2026-11-26T04:54:00Z'}::timestamptz where vendor_id = ${v.vendorId}`,
    );
    const res = await as(v, 'GET', `/api/earnings/statement?weekStart=${weekStart}`);
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[1]).toBe(
      `${job.id},${rows[1]!.split(',')[1]},"Windows, ""Deluxe""","'=HYPERLINK(""http://evil.test/c"",""city"")",80202,15.00,2026-11-25,'+ACH 77`,
    );
    expect(rows[2]).toMatch(/,'@SUM\(1\+1\),80202,0\.01,2026-11-25,'\+ACH 77$/);
    expect(rows[3]).toBe(`Total,,,,,15.01,2026-11-25,'+ACH 77`);
  });

  it('sums a week above 2^31 − 1 cents: earnings, payouts, payment and statement to the cent (64-bit)', async () => {
    const v = await vendorIn('America/Denver');
    const fleet = await createTestProduct(t.app, {
      title: 'Fleet',
      prices: [{ title: 'Truck', isOutside: false, schedulingInterface: 'datetime', payoutCents: 10_000_000 }],
    });
    const when = new Date(Date.now() - 7 * 86_400_000).toISOString();
    // Three jobs of $10,000,000.00 and one of a cent: each fits 32 bits, their week does not.
    for (let i = 0; i < 3; i++)
      await bookTestAppointment(t.app, fleet, {
        vendorId: v.vendorId,
        actualDateTime: when,
        completedAt: when,
        lines: [{ productId: fleet.id, priceId: fleet.prices[0]!.id, quantity: 100 }],
      });
    await completedJob(v, when, 1);
    const weekStart = mondayOf(new Date(when), 'America/Denver');
    const total = 3_000_000_001;
    expect(total).toBeGreaterThan(2 ** 31 - 1);
    const week = (await as(v, 'GET', '/api/earnings')).json().data.weeks[1];
    expect(week).toMatchObject({ weekStart, completedCount: 4, completedCents: total });
    const listed = (await as(reviewer, 'GET', `/api/ops/payouts?weekStart=${weekStart}`)).json().data;
    expect(listed.find((r: { vendorId: number }) => r.vendorId === v.vendorId).completedCents).toBe(total);
    const paid = await as(admin, 'POST', '/api/ops/payouts', { vendorId: v.vendorId, weekStart, reference: 'BIG-1' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().completedCents).toBe(total);
    const statement = await as(v, 'GET', `/api/earnings/statement?weekStart=${weekStart}`);
    expect(statement.body.trimEnd().split('\r\n').at(-1)).toMatch(/^Total,,,,,30000000\.01,\d{4}-\d{2}-\d{2},BIG-1$/);
  });

  it("never shows another vendor's week: each reads only its own jobs and payouts", async () => {
    const owner = await vendorIn('America/Denver');
    const other = await vendorIn('America/Denver');
    const weekStart = mondayOf(new Date(Date.now() - 7 * 86_400_000), 'America/Denver');
    await completedJob(owner, new Date(Date.now() - 7 * 86_400_000).toISOString(), 999, 'Owner City Marker');
    const statement = await as(other, 'GET', `/api/earnings/statement?weekStart=${weekStart}`);
    expect(statement.statusCode).toBe(200);
    expect(statement.body).not.toContain('Owner City Marker');
    expect(statement.body.trimEnd().split('\r\n')).toEqual([expect.any(String), 'Total,,,,,0.00,,']);
    const earnings = (await as(other, 'GET', '/api/earnings')).json().data;
    expect(earnings.weeks.every((w: { completedCount: number }) => w.completedCount === 0)).toBe(true);
    expect((await as(owner, 'GET', '/api/earnings')).json().data.weeks[1].completedCents).toBe(999);
  });
});

describe('payouts (console)', () => {
  const lastWeek = () => mondayOf(new Date(Date.now() - 7 * 86_400_000), 'America/Denver');

  it("lists the week's vendors for staff; an admin pays a finished week once, the vendor is mailed and sees it, the audit log records it", async () => {
    const v = await vendorIn('America/Denver');
    await completedJob(v, new Date(Date.now() - 7 * 86_400_000).toISOString(), 2500);
    const weekStart = lastWeek();
    const list = await as(reviewer, 'GET', `/api/ops/payouts?weekStart=${weekStart}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((r: { vendorId: number }) => r.vendorId === v.vendorId)).toEqual({
      vendorId: v.vendorId,
      title: 'Test Detailing LLC',
      weekStart,
      completedCount: 1,
      completedCents: 2500,
      adjustmentsCents: 0,
      totalCents: 2500,
      paidAt: null,
      reference: null,
    });
    const body = { vendorId: v.vendorId, weekStart, reference: 'ACH-1001' };
    expect((await as(reviewer, 'POST', '/api/ops/payouts', body)).statusCode).toBe(403);
    const paid = await as(admin, 'POST', '/api/ops/payouts', body);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ vendorId: v.vendorId, completedCents: 2500, reference: 'ACH-1001' });
    const again = await as(admin, 'POST', '/api/ops/payouts', { ...body, reference: 'ACH-1002' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'already-paid']);

    const week = (await as(v, 'GET', '/api/earnings'))
      .json()
      .data.weeks.find((w: { weekStart: string }) => w.weekStart === weekStart);
    expect(week).toMatchObject({ completedCents: 2500, reference: 'ACH-1001', paidAt: paid.json().paidAt });
    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, v.email.toLowerCase()));
    // The week as a person reads it (issue 38 item 12): "week of Nov 16", not "week of 2026-11-16".
    const [, month, day] = weekStart.split('-').map(Number) as [number, number, number];
    const readable = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1]} ${day}`;
    expect(mails.map((m) => m.subject)).toEqual([`Your week of ${readable} is paid`]);
    expect(mails[0]!.text).toContain(`for the week of ${readable} (`);
    expect(mails[0]!.text).toContain('$25.00');
    const audit = (await as(reviewer, 'GET', `/api/ops/audit?q=vendor:${v.vendorId}`)).json().data;
    expect(audit.find((e: { action: string }) => e.action === 'payout.create')).toMatchObject({ actor: admin.email });
  });

  it('pays exactly once when two admins click at once (one conditional write)', async () => {
    const v = await vendorIn('America/Denver');
    await completedJob(v, new Date(Date.now() - 7 * 86_400_000).toISOString(), 100);
    const body = { vendorId: v.vendorId, weekStart: lastWeek(), reference: 'RACE' };
    const answers = await Promise.all([
      as({ headers: opsHeaders }, 'POST', '/api/ops/payouts', body),
      as(admin, 'POST', '/api/ops/payouts', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('already-paid');
  });

  it('refuses a week not over in the vendor’s zone (409), an unknown vendor (404), a day not a Monday (400)', async () => {
    const v = await vendorIn('America/Los_Angeles');
    await completedJob(v, new Date(Date.now() - 60_000).toISOString(), 100);
    const thisWeek = mondayOf(new Date(), 'America/Los_Angeles');
    const early = await as(admin, 'POST', '/api/ops/payouts', {
      vendorId: v.vendorId,
      weekStart: thisWeek,
      reference: 'X',
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'week-not-ended']);
    const unknown = await as(admin, 'POST', '/api/ops/payouts', {
      vendorId: 999_999,
      weekStart: lastWeek(),
      reference: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    const tuesday = new Date(`${lastWeek()}T12:00:00Z`);
    tuesday.setUTCDate(tuesday.getUTCDate() + 1);
    const day = tuesday.toISOString().slice(0, 10);
    expect((await as(reviewer, 'GET', `/api/ops/payouts?weekStart=${day}`)).statusCode).toBe(400);
  });
});
