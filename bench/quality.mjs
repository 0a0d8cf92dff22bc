// The scorecard and the quality console at scale (issue 57), on PostgreSQL with the realistic dataset
// (bench/dataset.mjs; here 5,000 companies and 1,000,000 appointments, seeded set-based), plus what a marketplace
// has beside them: check-ins on the completed jobs (one in eight late), a counted rating on every third completed
// job and a release on one job in a hundred. Each view is timed one request at a time against the built server:
//  1. GET /api/scorecard for sampled companies. Target: p95 within 100 ms.
//  2. GET /api/ops/quality (every company's 28 days, worst first) and ?flagged=true. Target: p95 within 500 ms.
// Minutes of seeding: it runs from `npm run bench` only, never from `npm test` or CI.
//   npm run build && node scripts/with-postgres.mjs npx tsx bench/quality.mjs
// Sizes: BENCH_VENDORS, BENCH_APPOINTMENTS, BENCH_REQUESTS (per view). Exits 1 when a target is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from '../testing/stats.mjs';
import { requireBuild, sampleVendors, seed, startServer, timed } from './dataset.mjs';
import { auth } from './runner.mjs';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 5_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const OPS_TOKEN = 'bench-ops-token-0123456789';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/quality.mjs');
  process.exit(1);
}
requireBuild();

const { base, stop } = await startServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-')), OPS_TOKEN });
const db = new pg.Client({ connectionString: url });
await db.connect();
await seed(db, { vendors: VENDORS, appointments: APPOINTMENTS });
await timed('seed check-ins, ratings and releases', async () => {
  await db.query(`update appointments set checked_in_at = actual_date_time
      + case when id % 8 = 0 then interval '40 minutes' else interval '5 minutes' end,
      outcome = case when id % 50 = 0 then 'no-show' else 'completed' end
    where completed_at is not null`);
  await db.query(`insert into ratings (appointment_id, vendor_id, stars, tags, created_at, published_at)
    select id, vendor_id, 3 + id % 3, '[]', completed_at + interval '1 hour', completed_at + interval '73 hours'
    from appointments where completed_at is not null and id % 3 = 0`);
  await db.query(`insert into job_releases (appointment_id, vendor_id, released_at, starts_at)
    select id, vendor_id, actual_date_time - case when id % 2 = 0 then interval '30 hours' else interval '72 hours' end,
      actual_date_time
    from appointments where vendor_id is not null and id % 100 = 7`);
  await db.query('vacuum analyze');
});

async function view(label, calls, target) {
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { path: p, headers } = calls[i % calls.length];
    const t0 = performance.now();
    const res = await fetch(base + p, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`${label.padEnd(44)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target ${target} ms)`);
  return p95 <= target;
}

const sample = await sampleVendors(db, 50);
const ok = [
  await view(
    'GET /api/scorecard',
    sample.map((v) => ({ path: '/api/scorecard', headers: auth(v.token) })),
    100,
  ),
  await view('GET /api/ops/quality', [{ path: '/api/ops/quality', headers: auth(OPS_TOKEN) }], 500),
  await view(
    'GET /api/ops/quality?flagged=true',
    [{ path: '/api/ops/quality?flagged=true', headers: auth(OPS_TOKEN) }],
    500,
  ),
];
await db.end();
await stop();
process.exit(ok.every(Boolean) ? 0 : 1);
