// Workers and the identity cache: the appointment list and detail with WEB_CONCURRENCY=1 and 2, and
// the list with the identity cache on and off (IDENTITY_CACHE=off), on PostgreSQL, next to a bare
// node:http constant route measured in the same run (the ceiling of this machine). Ratios to the
// ceiling are what to compare across machines; on a shared, busy machine the absolute figures are noise.
//   node scripts/with-postgres.mjs node bench/workers.mjs
// Sizes as bench/load.mjs: BENCH_VENDORS (10,000), BENCH_APPOINTMENTS (1,000,000), BENCH_DURATION
// (seconds per run, 10), BENCH_CONNECTIONS (50). Iterate with e.g. BENCH_APPOINTMENTS=50000 BENCH_VENDORS=1000.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, requireBuild, sampleVendors, seed, startServer } from './dataset.mjs';
import { measure, sampleAppointments, startCeiling, statusList, vendorReads } from './runner.mjs';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/workers.mjs');
  process.exit(1);
}
requireBuild();
const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

// 1. The dataset (bench/dataset.mjs), and the vendors and appointments the requests use.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-workers-'));
const dbEnv = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir };
migrate(dbEnv);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
await seed(db, { vendors: VENDORS, appointments: APPOINTMENTS });
const sample = await sampleVendors(db, 200);
const details = await sampleAppointments(db, sample);
await db.end();

// 2. The ceiling: a constant JSON route on bare node:http, in its own process.
const ceilingServer = await startCeiling();

/** One measured run (bench/runner.mjs); `next(i)` gives the i-th request. */
const run = async (label, url, next, duration = DURATION) => ({
  label,
  ...(await measure({ url, connections: CONNECTIONS, duration, next })),
});
const { list, detail } = vendorReads(sample, details);

console.log(
  `\nWorkers on PostgreSQL: ${VENDORS} vendors, ${APPOINTMENTS} appointments, ${DURATION} s per run, ` +
    `${CONNECTIONS} connections, ${os.cpus().length} CPUs`,
);
// The machine's load moves during a run (and a shared machine's a lot): each setup is measured
// right after its own ceiling run, and its ratios are to that ceiling.
const ceilingRun = () => run('ceiling: node:http constant route', ceilingServer.url, () => ({ path: '/' }));
const rows = [];
const setups = [
  {
    workers: 1,
    cache: 'on',
    routes: [
      ['list', list],
      ['detail', detail],
    ],
  },
  { workers: 1, cache: 'off', routes: [['list', list]] },
  {
    workers: 2,
    cache: 'on',
    routes: [
      ['list', list],
      ['detail', detail],
    ],
  },
  { workers: 2, cache: 'off', routes: [['list', list]] },
];
for (const s of setups) {
  const { base, stop } = await startServer({ ...dbEnv, WEB_CONCURRENCY: String(s.workers), IDENTITY_CACHE: s.cache });
  // The first worker answers /healthz; the others start after it: give them time to listen.
  if (s.workers > 1) await new Promise((r) => setTimeout(r, 5_000));
  for (const [name, next] of s.routes) {
    // A short warm-up: pools, plans and (cache on) the sampled identities.
    await run('warm-up', base, next, 2);
    const ceiling = await ceilingRun();
    const r = await run(
      `${name}, ${s.workers} worker${s.workers > 1 ? 's' : ''}, identity cache ${s.cache}`,
      base,
      next,
    );
    rows.push({ ...r, ceiling: ceiling.rps });
  }
  await stop();
}
ceilingServer.stop();

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
console.log(
  '\n| route, workers, identity cache | req/s | ceiling req/s (just before) | vs ceiling | p50 ms | p99 ms | statuses | errors |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.rps.toFixed(0)} | ${r.ceiling.toFixed(0)} | ${(r.rps / r.ceiling).toFixed(3)} | ${ms(r.p50)} | ${ms(r.p99)} | ${statusList(r.statuses)} | ${r.errors + r.timeouts} |`,
  );
}
