// Load: autocannon against the production server on the realistic dataset (bench/dataset.mjs),
// next to a bare node:http constant route measured in the same run (the ceiling of this machine).
// For each call: req/s, p50/p95/p99, status counts, errors and timeouts, and the ratio to the ceiling;
// then twice the load, where the server must shed (429/503) rather than fail (5xx) or time out.
//   node bench/load.mjs pglite
//   node scripts/with-postgres.mjs node bench/load.mjs postgres
// Sizes: BENCH_VENDORS, BENCH_APPOINTMENTS, BENCH_DURATION (seconds per run), BENCH_CONNECTIONS (50),
// BENCH_SIGNIN_CONNECTIONS (8), BENCH_WARMUP (seconds of unmeasured load before each read route, 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, requireBuild, sampleVendors, seed, startServer } from './dataset.mjs';
import { auth, measure, pick, sampleAppointments, startCeiling, statusList, vendorReads } from './runner.mjs';

const backend = process.argv[2];
if (backend !== 'pglite' && backend !== 'postgres') {
  console.error('usage: node bench/load.mjs pglite | postgres (the latter under scripts/with-postgres.mjs)');
  process.exit(1);
}
if (backend === 'postgres' && !process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/load.mjs postgres');
  process.exit(1);
}
requireBuild();
const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIGNIN_CONNECTIONS = Number(process.env.BENCH_SIGNIN_CONNECTIONS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SIGNIN_ACCOUNTS = 20;

// 1. The dataset, written before the server starts (PGlite has a single owner of its directory).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-load-'));
const dbEnv =
  backend === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
migrate(dbEnv);
let db;
if (backend === 'postgres') {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  db = await PGlite.create(path.join(dataDir, 'pglite'));
}
await seed(db, { vendors: VENDORS, appointments: APPOINTMENTS });
const sample = await sampleVendors(db, 200);
const details = await sampleAppointments(db, sample);
// Claims each vendor is eligible for (its product and zip), one vendor per appointment.
const { rows: claims } = await db.query(
  `select distinct on (a.id) a.id, vp.vendor_id from appointments a
   join appointment_lines l on l.appointment_id = a.id
   join vendor_products vp on vp.product_id = l.product_id and vp.vendor_id = any($1::int[])
   join vendor_zip_codes z on z.vendor_product_id = vp.id and z.zip_code = a.zip_code
   where a.vendor_id is null and a.completed_at is null and a.actual_date_time > now() + interval '1 day'
   order by a.id limit 5000`,
  [sample.map((v) => v.id)],
);
await (backend === 'postgres' ? db.end() : db.close());

// 2. The server, with the sign-in limiter out of the way: this measures hashing, not the limiter.
const unlimited = {
  RATE_LIMIT_SIGNIN_IP: '1000000000',
  RATE_LIMIT_SIGNIN_ACCOUNT: '1000000000',
  RATE_LIMIT_SIGNUP_IP: '1000000000',
};
const { base, stop } = await startServer({ ...dbEnv, ...unlimited });
const accounts = [];
for (let i = 0; i < SIGNIN_ACCOUNTS; i++) {
  const account = { email: `load-${Date.now()}-${i}@bench.test`, password: 'load-bench-pass-1' };
  const res = await fetch(`${base}/auth/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`sign-up for the sign-in run: ${res.status} ${await res.text()}`);
  accounts.push(account);
}

// 3. The ceiling: a constant JSON route on bare node:http, in its own process like the server.
const ceilingServer = await startCeiling();

async function drain() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      /* still busy */
    }
  }
  await new Promise((r) => setTimeout(r, 500));
}
/**
 * One measured run (bench/runner.mjs); `next(i)` gives the i-th request ({method, path, headers, body}). With
 * `warm`, the same requests run unmeasured first for WARMUP seconds: the measured run starts with the JIT warm,
 * every pool connection's prepared statements made and the rows in PostgreSQL's cache, as in a server that has
 * been up a while (the first route measured after the seeding otherwise pays all of that).
 */
async function run(label, { url = base, connections = CONNECTIONS, next, warm = false }) {
  if (warm && WARMUP > 0) {
    await measure({ url, connections, duration: WARMUP, next });
    if (url === base) await drain();
  }
  const result = await measure({ url, connections, duration: DURATION, next });
  // autocannon leaves its last requests in flight: let the server answer them (a /healthz that
  // answers reads the database after them) before the next run starts measuring.
  if (url === base) await drain();
  return { label, ...result };
}

const json = { 'content-type': 'application/json' };
const reads = vendorReads(sample, details);
const calls = {
  ...reads,
  claim: (i) => {
    const c = pick(claims, i);
    return { method: 'PATCH', path: `/api/appointment/claim/${c.id}`, headers: auth(reads.tokenOf.get(c.vendor_id)) };
  },
  signIn: (i) => ({ method: 'POST', path: '/auth/sessions', headers: json, body: JSON.stringify(pick(accounts, i)) }),
};

// The targets of docs/performance.md, as ratios to the ceiling of the same run. Every run must also
// answer without errors, timeouts or 5xx, at the normal load and at twice of it.
const TARGETS =
  backend === 'postgres'
    ? {
        list: { ratio: 0.05, p99: 100 },
        detail: { ratio: 0.08 },
        unclaimed: { ratio: 0.04 },
        catalogue: { ratio: 0.15 },
      }
    : { list: { ratio: 0.02 } };

console.log(
  `\nLoad on ${backend}: ${VENDORS} vendors, ${APPOINTMENTS} appointments, ${DURATION} s per run, ${os.cpus().length} CPUs`,
);
const rows = [];
rows.push(
  await run('ceiling: node:http constant route', {
    url: ceilingServer.url,
    next: () => ({ method: 'GET', path: '/' }),
    warm: true,
  }),
);
rows.push({ key: 'list', ...(await run('GET /api/appointment (upcoming list)', { next: calls.list, warm: true })) });
rows.push({ key: 'detail', ...(await run('GET /api/appointment/{id}', { next: calls.detail, warm: true })) });
rows.push({
  key: 'unclaimed',
  ...(await run('GET /api/appointment/unclaimed', { next: calls.unclaimed, warm: true })),
});
rows.push({ key: 'catalogue', ...(await run('GET /api/product (catalogue)', { next: calls.catalogue, warm: true })) });
// Each eligible (appointment, vendor) pair once while they last; a second pass would answer 409.
rows.push(await run(`PATCH /api/appointment/claim/{id} (${claims.length} eligible)`, { next: calls.claim }));
rows.push(await run('POST /auth/sessions (sign-in)', { connections: SIGNIN_CONNECTIONS, next: calls.signIn }));
rows.push({
  twice: true,
  ...(await run('2x: GET /api/appointment (upcoming list)', { connections: CONNECTIONS * 2, next: calls.list })),
});
rows.push({
  twice: true,
  ...(await run('2x: GET /api/appointment/unclaimed', { connections: CONNECTIONS * 2, next: calls.unclaimed })),
});
rows.push({
  twice: true,
  ...(await run('2x: POST /auth/sessions (sign-in)', { connections: SIGNIN_CONNECTIONS * 2, next: calls.signIn })),
});
// autocannon stops without waiting for its last requests; let the server answer them before it stops.
await new Promise((r) => setTimeout(r, 3000));
await stop();
ceilingServer.stop();

const ceiling = rows[0].rps;
const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
/** The row's target and whether this run met it: the ratio and p99 where the route has one; at twice
 * the load, no 5xx (shedding with 429/503 is allowed); everywhere, no errors or timeouts. */
function verdict(r) {
  const t = r.key && TARGETS[r.key];
  const clean = r.errors === 0 && r.timeouts === 0 && r.fivexx === 0 && r.rps > 0;
  const parts = [];
  let met = clean;
  if (t) {
    parts.push(`≥ ${t.ratio}×`);
    met &&= r.rps / ceiling >= t.ratio;
    if (t.p99) {
      parts.push(`p99 ≤ ${t.p99} ms`);
      met &&= r.p99 <= t.p99;
    }
  }
  parts.push(r.twice ? 'no 5xx at 2×' : 'no errors');
  return { target: parts.join(', '), met };
}
console.log(
  `\n| ${backend} | conns | req/s | vs ceiling | p50 ms | p95 ms | p99 ms | statuses | 5xx | errors | timeouts | target | met |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
const verdicts = [];
for (const r of rows) {
  const statuses = statusList(r.statuses);
  const v = r === rows[0] ? { target: '', met: null } : verdict(r);
  if (v.met !== null) verdicts.push(v.met);
  console.log(
    `| ${r.label} | ${r.connections} | ${r.rps.toFixed(0)} | ${(r.rps / ceiling).toFixed(3)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${statuses} | ${r.fivexx} | ${r.errors} | ${r.timeouts} | ${v.target} | ${v.met === null ? '' : v.met ? 'met' : 'not met'} |`,
  );
}
console.log(
  `\n${verdicts.filter(Boolean).length} of ${verdicts.length} targets met on ${backend}` +
    ` (ceiling ${ceiling.toFixed(0)} req/s, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}: a busy machine lowers every ratio).`,
);
