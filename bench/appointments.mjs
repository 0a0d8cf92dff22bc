// Appointments at scale: 10,000 vendors and 1,000,000 appointments on PostgreSQL, then the SPA's
// calls (the four list calls, a detail, the unclaimed list) timed over HTTP against the production
// build, plus a claim race. Run: npm run build && node scripts/with-postgres.mjs node bench/appointments.mjs
// Sizes: BENCH_VENDORS, BENCH_APPOINTMENTS, BENCH_REQUESTS (timed requests per call), BENCH_CONCURRENCY.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from '../testing/stats.mjs';
import { day, requireBuild, sampleVendors, seed, startServer } from './dataset.mjs';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/appointments.mjs');
  process.exit(1);
}
requireBuild();

// 1. The server migrates the database on start.
const { base, stop } = await startServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-')) });

// 2. Seed with set-based SQL (minutes would go to row-by-row inserts).
const db = new pg.Client({ connectionString: url });
await db.connect();
await seed(db, { vendors: VENDORS, appointments: APPOINTMENTS });

// 3. Tokens for sample vendors (the server's HS256 idTokens).
const sample = await sampleVendors(db, 200);
const tokens = sample.map((v) => v.token);

// 4. Timed calls, as the SPA makes them (docs/product-spec.md §7).
const { rows: someAppointments } = await db.query(
  `select id, vendor_id from appointments where vendor_id = any($1::int[]) limit 200`,
  [sample.map((v) => v.id)],
);
const tokenOf = new Map(sample.map((v, i) => [v.id, tokens[i]]));
const calls = {
  'GET /appointment today': () => `/api/appointment?endDate=${day(1)}&completed=false&sort=asc`,
  'GET /appointment tomorrow': () => `/api/appointment?startDate=${day(1)}&endDate=${day(2)}&completed=false&sort=asc`,
  'GET /appointment upcoming': () => `/api/appointment?startDate=${day(2)}&completed=false&sort=asc`,
  'GET /appointment completed (90 days)': () => `/api/appointment?startDate=${day(-90)}&completed=true&sort=asc`,
  'GET /appointment/unclaimed': () => '/api/appointment/unclaimed',
};
async function measure(label, next) {
  const times = [];
  let sizes = 0;
  let i = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (i < REQUESTS) {
        const { path: p, token } = next(i++);
        const s = performance.now();
        const res = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
        const body = await res.json();
        times.push(performance.now() - s);
        if (!res.ok) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
        sizes += Array.isArray(body.data) ? body.data.length : 1;
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(38)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  ${(REQUESTS / wall).toFixed(0).padStart(5)} req/s  ~${(sizes / REQUESTS).toFixed(1)} rows`,
  );
}
console.log(`\n${REQUESTS} requests per call, ${CONCURRENCY} at a time, random vendors:`);
for (const [label, pathOf] of Object.entries(calls))
  await measure(label, (i) => ({ path: pathOf(), token: tokens[i % tokens.length] }));
await measure('GET /appointment/{id}', (i) => {
  const a = someAppointments[i % someAppointments.length];
  return { path: `/api/appointment/${a.id}`, token: tokenOf.get(a.vendor_id) };
});

// 5. Claim race: every sampled vendor made eligible for one fresh appointment, all claim at once.
const {
  rows: [target],
} = await db.query(
  `select a.id, a.zip_code from appointments a where a.vendor_id is null and a.completed_at is null and a.actual_date_time > now() + interval '1 day' limit 1`,
);
const {
  rows: [line],
} = await db.query('select product_id from appointment_lines where appointment_id = $1', [target.id]);
for (const v of sample) {
  const {
    rows: [vp],
  } = await db.query(
    `insert into vendor_products (vendor_id, product_id) values ($1, $2) on conflict (vendor_id, product_id) do update set vendor_id = excluded.vendor_id returning id`,
    [v.id, line.product_id],
  );
  await db.query('insert into vendor_zip_codes (vendor_product_id, zip_code) values ($1, $2) on conflict do nothing', [
    vp.id,
    target.zip_code,
  ]);
}
const t0 = performance.now();
const results = await Promise.all(
  tokens.map((token) =>
    fetch(`${base}/api/appointment/claim/${target.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.status),
  ),
);
const count = (s) => results.filter((r) => r === s).length;
console.log(
  `\nclaim race: ${tokens.length} vendors → ${count(200)} × 200, ${count(409)} × 409, others ${results.length - count(200) - count(409)} in ${(performance.now() - t0).toFixed(0)} ms`,
);
await db.end();
await stop();
if (count(200) !== 1 || count(409) !== tokens.length - 1) process.exit(1);
