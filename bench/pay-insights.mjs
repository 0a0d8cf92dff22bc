// Pay and the marketplace at a glance at scale (issues 29 and 32), on PostgreSQL with the realistic dataset
// (bench/dataset.mjs: 10,000 vendors, 1,000,000 appointments, seeded set-based):
//  1. GET /api/earnings for a vendor with 5,000 completed jobs against the same vendor's appointment list
//     (the SPA's upcoming call), both under load beside a bare node:http route (bench/runner.mjs), so the
//     ratios hold on a busy machine. Target: earnings within 2× the list.
//  2. Every insights view (GET /api/ops/insights* and its CSV exports) timed one request at a time.
//     Target: p95 within 500 ms.
//  3. GET /api/ops/payouts?status=unpaid (docs/architecture.md "Money that is fair"): every ended, unpaid week
//     of every company, over the same 10,000 companies and 1,000,000 appointments, timed one request at a time.
//     The weeks more than two weeks back are paid (seeded payouts, as a marketplace that pays weekly has them),
//     2,000 companies have an adjustment in an unpaid week. Target: p95 within 500 ms. The earnings vendor of 1.
//     holds three adjustments in each of its 12 weeks, so 1. measures Earnings with adjustments.
//  4. EXPLAIN (ANALYZE, BUFFERS) of the very statements the API sends for each (bench/plans.mjs).
// Minutes of seeding: it runs from `npm run bench` only, never from `npm test` or CI.
//   npm run build && node scripts/with-postgres.mjs npx tsx bench/pay-insights.mjs
// Sizes: BENCH_VENDORS, BENCH_APPOINTMENTS, BENCH_DURATION (seconds per load run), BENCH_REQUESTS (per view),
// BENCH_VIEW_SECONDS (a view's time budget).
// Reusing a dataset: with BENCH_REUSE=1 and DATABASE_URL on a database this script has seeded already (your
// own cluster, not with-postgres.mjs's throwaway one), the seeding and the 5,000 completed jobs are skipped.
// It exits 0 when every insights view and the unpaid weeks are within 500 ms at p95 and Earnings (with
// adjustments) within 2× the appointment list at p95, 1 otherwise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FUNNEL_STEPS, INSIGHTS_VIEWS } from '../packages/contract/src/ops/insights.ts';
import { vendorEarnings } from '../apps/api/src/modules/earnings/service.ts';
import { listAppointments } from '../apps/api/src/modules/appointments/service.ts';
import { funnelVendors } from '../apps/api/src/modules/insights/funnel.ts';
import { listUnpaidWeeks } from '../apps/api/src/modules/ops/payouts.ts';
import { coverageGapsWithNearest } from '../apps/api/src/modules/insights/coverage-gaps.ts';
import { openJobsByAge } from '../apps/api/src/modules/insights/open-jobs.ts';
import { marketplaceInsights } from '../apps/api/src/modules/insights/summary.ts';
import { timeToClaimDetail } from '../apps/api/src/modules/insights/time-to-claim.ts';
import { percentile } from '../testing/stats.mjs';
import { day, requireBuild, sampleVendors, seed, startServer, timed } from './dataset.mjs';
import { capture, explain, fmt } from './plans.mjs';
import { auth, measure, startCeiling } from './runner.mjs';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
// A slow view stops after this many seconds (at least 5 requests), so one over its target cannot take hours.
const VIEW_SECONDS = Number(process.env.BENCH_VIEW_SECONDS ?? 20);
const COMPLETED_JOBS = 5_000;
const OPS_TOKEN = 'bench-ops-token-0123456789';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/pay-insights.mjs');
  process.exit(1);
}
requireBuild();

const { base, stop } = await startServer({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-')),
  OPS_TOKEN,
});
const db = new pg.Client({ connectionString: url });
await db.connect();
const seeded =
  process.env.BENCH_REUSE === '1' && (await db.query('select count(*)::int as n from appointments')).rows[0].n;
if (seeded) console.log(`reusing ${seeded} appointments (BENCH_REUSE=1)`);
else await seed(db, { vendors: VENDORS, appointments: APPOINTMENTS });

// A vendor with 5,000 completed jobs over the last 12 weeks: past appointments of others handed to it, set-based
// (on a reused dataset, the one handed them before).
const [vendor] = await sampleVendors(
  db,
  1,
  seeded
    ? `v.id = (select vendor_id from appointments where completed_at is not null group by 1 order by count(*) desc limit 1)`
    : undefined,
);
if (!seeded)
  await timed(`give vendor ${vendor.id} ${COMPLETED_JOBS} completed jobs`, async () => {
    await db.query(
      `with pick as (select id from appointments
       where vendor_id is distinct from $1 and actual_date_time between now() - interval '82 days' and now() - interval '2 hours'
       order by id limit $2)
     update appointments a set vendor_id = $1, claimed_at = a.actual_date_time - interval '3 days',
       completed_at = a.actual_date_time + interval '1 hour', payout_cents = 2500 + (a.id % 7) * 500
     from pick where a.id = pick.id`,
      [vendor.id, COMPLETED_JOBS],
    );
    await db.query('vacuum analyze appointments');
  });
const {
  rows: [own],
} = await db.query(
  `select count(*) filter (where completed_at is not null)::int as completed, count(*) filter (where completed_at is null)::int as open
   from appointments where vendor_id = $1`,
  [vendor.id],
);
console.log(`vendor ${vendor.id}: ${own.completed} completed jobs, ${own.open} open`);

// Money beside the jobs (skipped on a reused dataset, which has it): the weeks that ended more than two weeks ago
// paid, every company's week grouped as listUnpaidWeeks groups it (Monday in Denver, every bench vendor's zone);
// three adjustments in each of the earnings vendor's 12 weeks; one in an unpaid week of 2,000 other companies.
if (!seeded)
  await timed('seed payouts (older weeks) and adjustments', async () => {
    const week = (instant) => `(date_trunc('week', ${instant} at time zone 'America/Denver'))::date`;
    await db.query(
      `insert into payouts (vendor_id, week_start, reference, completed_count, completed_cents, paid_at, paid_by)
       select vendor_id, ${week('completed_at')}, 'BENCH', count(*), coalesce(sum(payout_cents), 0), now(), 'bench'
       from appointments where completed_at is not null and ${week('completed_at')} < ${week('now()')} - 14
       group by 1, 2`,
    );
    // Their jobs marked paid, as POST /api/ops/payouts marks them.
    await db.query(
      `update appointments a set paid_week = p.week_start from payouts p
       where p.vendor_id = a.vendor_id and a.completed_at is not null and ${week('a.completed_at')} = p.week_start`,
    );
    await db.query(
      `insert into adjustments (vendor_id, week_start, amount_cents, reason, kind, created_by)
       select $1, ${week('now()')} - 7 * w, (k - 2) * 1500 + 700, 'Bench adjustment', 'manual', 'bench'
       from generate_series(0, 11) w cross join generate_series(1, 3) k`,
      [vendor.id],
    );
    await db.query(
      `insert into adjustments (vendor_id, week_start, amount_cents, reason, kind, created_by)
       select id, ${week('now()')} - 7, 2500, 'Bench adjustment', 'manual', 'bench'
       from vendors where email like 'bench-%' and id <> $1 order by id limit 2000`,
      [vendor.id],
    );
    await db.query('vacuum analyze appointments');
    await db.query('analyze payouts');
    await db.query('analyze adjustments');
  });

// 1. Earnings against the appointment list, under load, beside the ceiling.
const ceiling = await startCeiling();
const vendorCalls = {
  'bare node:http': { url: ceiling.url, path: '/' },
  'GET /appointment upcoming': {
    url: base,
    path: `/api/appointment?startDate=${day(2)}&completed=false&sort=asc`,
    headers: auth(vendor.token),
  },
  'GET /earnings?weeks=12 (with adjustments)': {
    url: base,
    path: '/api/earnings?weeks=12',
    headers: auth(vendor.token),
  },
};
const load = {};
console.log(`\nUnder load: 10 connections, ${DURATION} s each`);
for (const [label, call] of Object.entries(vendorCalls)) {
  const r = await measure({
    url: call.url,
    connections: 10,
    duration: DURATION,
    next: () => ({ method: 'GET', path: call.path, headers: call.headers ?? {} }),
  });
  load[label] = r;
  if (Object.keys(r.statuses).some((s) => s !== '200')) throw new Error(`${label}: ${JSON.stringify(r.statuses)}`);
}
await ceiling.stop();
const bare = load['bare node:http'];
console.log('\n| call | req/s | share of bare | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|');
for (const [label, r] of Object.entries(load))
  console.log(
    `| ${label} | ${r.rps.toFixed(0)} | ${((100 * r.rps) / bare.rps).toFixed(1)} % | ${r.p50} | ${r.p95} | ${r.p99} |`,
  );
const list = load['GET /appointment upcoming'];
const earnings = load['GET /earnings?weeks=12 (with adjustments)'];
const earningsRatio = earnings.p95 / list.p95;
console.log(
  `earnings / list: p50 ${(earnings.p50 / list.p50).toFixed(2)}×, p95 ${earningsRatio.toFixed(2)}×, throughput ${(list.rps / earnings.rps).toFixed(2)}× fewer req/s`,
);
console.log(earningsRatio <= 2 ? 'earnings within 2× the list at p95' : 'earnings OVER 2× the list at p95');

// 2. Every insights view, one request at a time.
const views = {};
for (const days of [7, 30, 90]) views[`GET /ops/insights?days=${days}`] = `/api/ops/insights?days=${days}`;
for (const step of FUNNEL_STEPS) views[`GET /ops/insights/funnel/${step}`] = `/api/ops/insights/funnel/${step}?days=30`;
views['GET /ops/insights/time-to-claim?days=90'] = '/api/ops/insights/time-to-claim?days=90';
views['GET /ops/insights/open-jobs'] = '/api/ops/insights/open-jobs';
views['GET /ops/insights/coverage-gaps'] = '/api/ops/insights/coverage-gaps';
for (const view of INSIGHTS_VIEWS)
  views[`GET /ops/insights/export/${view}`] = `/api/ops/insights/export/${view}?days=30`;
console.log(`\nInsights views: ${REQUESTS} requests each (or ${VIEW_SECONDS} s, at least 5), one at a time`);
console.log('| view | requests | p50 ms | p95 ms | max ms | body |');
console.log('|---|---|---|---|---|---|');
let over = 0;
for (const [label, p] of Object.entries(views)) {
  const times = [];
  let size = 0;
  const t0 = performance.now();
  for (let i = 0; i < REQUESTS && (i < 5 || performance.now() - t0 < VIEW_SECONDS * 1000); i++) {
    const s = performance.now();
    const res = await fetch(base + p, { headers: auth(OPS_TOKEN) });
    const body = await res.text();
    times.push(performance.now() - s);
    if (!res.ok) throw new Error(`${label}: ${res.status} ${body}`);
    size = body.length;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 > 500) over++;
  console.log(
    `| ${label} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1).toFixed(1)} | ${(size / 1024).toFixed(1)} KiB |`,
  );
}
console.log(over ? `${over} view(s) over 500 ms at p95` : 'every view within 500 ms at p95');

// 3. The unpaid weeks of every company, one request at a time.
const unpaidTimes = [];
let unpaid;
const u0 = performance.now();
for (let i = 0; i < REQUESTS && (i < 5 || performance.now() - u0 < VIEW_SECONDS * 1000); i++) {
  const s = performance.now();
  const res = await fetch(`${base}/api/ops/payouts?status=unpaid`, { headers: auth(OPS_TOKEN) });
  const body = await res.text();
  unpaidTimes.push(performance.now() - s);
  if (!res.ok) throw new Error(`unpaid weeks: ${res.status} ${body}`);
  unpaid = { size: body.length, totals: JSON.parse(body).totals };
}
unpaidTimes.sort((a, b) => a - b);
const unpaidP95 = percentile(unpaidTimes, 95);
console.log(`\nUnpaid weeks: ${unpaidTimes.length} requests, one at a time`);
console.log('| call | weeks listed | p50 ms | p95 ms | max ms | body |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| GET /ops/payouts?status=unpaid | ${unpaid.totals.weeks} | ${percentile(unpaidTimes, 50).toFixed(1)} | ${unpaidP95.toFixed(1)} | ${unpaidTimes.at(-1).toFixed(1)} | ${(unpaid.size / 1024).toFixed(1)} KiB |`,
);
console.log(unpaidP95 <= 500 ? 'unpaid weeks within 500 ms at p95' : 'unpaid weeks OVER 500 ms at p95');
await stop();

// 4. The plans of the statements behind each call (JIT off, as the insights routes run them: withoutJit).
await db.query('set jit = off');
const show = async (label, fn) => {
  // withoutJit's `set local jit = off` is no statement to explain (this client has JIT off already).
  const statements = (await capture(url, fn)).filter((s) => !/^set /i.test(s.query.trim()));
  for (const [i, s] of statements.entries()) {
    const e = await explain(db, s);
    console.log(`\n── ${statements.length > 1 ? `${label} [${i + 1}/${statements.length}]` : label}: ${fmt(e)}`);
    console.log(e.text.join('\n'));
  }
};
await show('earnings (12 weeks)', (d) => vendorEarnings(d, vendor.id, 12, new Date()));
await show('unpaid weeks', (d) => listUnpaidWeeks(d, new Date()));
await show('list upcoming', (d) =>
  listAppointments(d, vendor.id, { startDate: day(2), completed: 'false', sort: 'asc' }),
);
await show('insights summary (30 days)', (d) => marketplaceInsights(d, 30));
for (const step of FUNNEL_STEPS) await show(`funnel ${step} (30 days)`, (d) => funnelVendors(d, 30, step));
await show('time to claim (90 days)', (d) => timeToClaimDetail(d, 90));
await show('open jobs', (d) => openJobsByAge(d));
await show('coverage gaps', (d) => coverageGapsWithNearest(d));
await db.end();
if (over || unpaidP95 > 500 || earningsRatio > 2) process.exit(1);
