// Workers and the identity cache: the appointment list and detail with WEB_CONCURRENCY=1 and 2, and
// the list with the identity cache on and off (IDENTITY_CACHE=off), on PostgreSQL, next to a bare
// node:http constant route measured in the same run (the ceiling of this machine). Ratios to the
// ceiling are what to compare across machines; on a shared, busy machine the absolute figures are noise.
//   node scripts/with-postgres.mjs node bench/workers.mjs
// Sizes as bench/load.mjs: BENCH_VENDORS (10,000), BENCH_APPOINTMENTS (1,000,000), BENCH_DURATION
// (seconds per run, 10), BENCH_CONNECTIONS (50). Iterate with e.g. BENCH_APPOINTMENTS=50000 BENCH_VENDORS=1000.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';
import { day, migrate, requireBuild, sampleVendors, seed, startServer } from './dataset.mjs';

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
const tokenOf = new Map(sample.map((v) => [v.id, v.token]));
const { rows: details } = await db.query(
  `select id, vendor_id from appointments where vendor_id = any($1::int[]) order by random() limit 500`,
  [sample.map((v) => v.id)],
);
await db.end();

// 2. The ceiling: a constant JSON route on bare node:http, in its own process.
const ceilingPort = await freePort();
const ceilingServer = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true}'); }).listen(${ceilingPort}, '127.0.0.1')`,
  ],
  { stdio: 'ignore' },
);
process.on('exit', () => ceilingServer.kill('SIGTERM'));
await new Promise((r) => setTimeout(r, 500));

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
/** One autocannon run (as bench/load.mjs does); `next(i)` gives the i-th request. */
async function run(label, url, next, duration = DURATION) {
  let i = 0;
  const times = [];
  const statuses = {};
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    requests: [{ setupRequest: (req) => ({ ...req, ...next(i++) }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
    rps: times.length / (result.duration || duration),
    p50: pct(times, 50),
    p99: pct(times, 99),
    statuses,
    errors: result.errors + result.timeouts,
  };
}

const auth = (token) => ({ authorization: `Bearer ${token}` });
const pick = (list, i) => list[i % list.length];
const list = (i) => ({
  method: 'GET',
  path: `/api/appointment?startDate=${day(2)}&completed=false&sort=asc`,
  headers: auth(pick(sample, i).token),
});
const detail = (i) => {
  const a = pick(details, i);
  return { method: 'GET', path: `/api/appointment/${a.id}`, headers: auth(tokenOf.get(a.vendor_id)) };
};

console.log(
  `\nWorkers on PostgreSQL: ${VENDORS} vendors, ${APPOINTMENTS} appointments, ${DURATION} s per run, ` +
    `${CONNECTIONS} connections, ${os.cpus().length} CPUs`,
);
// The machine's load moves during a run (and a shared machine's a lot): each setup is measured
// right after its own ceiling run, and its ratios are to that ceiling.
const ceilingRun = () =>
  run('ceiling: node:http constant route', `http://127.0.0.1:${ceilingPort}`, () => ({ path: '/' }));
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
ceilingServer.kill('SIGTERM');

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
console.log(
  '\n| route, workers, identity cache | req/s | ceiling req/s (just before) | vs ceiling | p50 ms | p99 ms | statuses | errors |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const statuses = Object.entries(r.statuses)
    .map(([code, n]) => `${n}×${code}`)
    .join(' ');
  console.log(
    `| ${r.label} | ${r.rps.toFixed(0)} | ${r.ceiling.toFixed(0)} | ${(r.rps / r.ceiling).toFixed(3)} | ${ms(r.p50)} | ${ms(r.p99)} | ${statuses} | ${r.errors} |`,
  );
}
