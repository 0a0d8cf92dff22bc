// Appointments at scale: 10,000 vendors and 1,000,000 appointments on PostgreSQL, then the SPA's
// calls (the four list calls, a detail, the unclaimed list) timed over HTTP against the production
// build, plus a claim race. Run: npm run build && node scripts/with-postgres.mjs node bench/appointments.mjs
// Sizes: BENCH_VENDORS, BENCH_APPOINTMENTS, BENCH_REQUESTS (timed requests per call), BENCH_CONCURRENCY.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ZIPS = 2_000; // zip pool: every vendor serves 3 zips for each of its 2 products
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/appointments.mjs');
  process.exit(1);
}
const main = path.resolve(import.meta.dirname, '../apps/api/dist/main.js');
if (!fs.existsSync(main)) {
  console.error('apps/api/dist/main.js is missing: run npm run build first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// 1. The server migrates the database on start.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [main], {
  env: { ...process.env, PORT: String(port), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-')), AUTH_SECRET: SECRET, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not listening yet */
  }
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

// 2. Seed with set-based SQL (minutes would go to row-by-row inserts).
const db = new pg.Client({ connectionString: url });
await db.connect();
const timed = async (label, fn) => {
  const t0 = performance.now();
  const out = await fn();
  console.log(`${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return out;
};
await timed(`seed ${VENDORS} vendors with services and zips`, async () => {
  await db.query(`insert into products (title, is_active) select 'Bench Product ' || g, true from generate_series(1, 4) g`);
  await db.query(`insert into prices (product_id, title, section, is_outside, scheduling_interface)
    select p.id, 'Price ' || k, null, k = 2, null from products p cross join generate_series(1, 2) k`);
  await db.query(`insert into identities (email, password_hash) select 'bench-' || g || '@bench.test', 'x' from generate_series(1, $1::int) g`, [VENDORS]);
  await db.query(`insert into vendors (identity_id, title, email) select id, 'Bench Vendor', email from identities where email like 'bench-%'`);
  await db.query(`insert into vendor_products (vendor_id, product_id)
    select v.id, p.id from vendors v join products p on (p.id - (select min(id) from products)) in (v.id % 4, (v.id + 1) % 4)`);
  await db.query(`insert into vendor_zip_codes (vendor_product_id, zip_code)
    select vp.id, lpad((10000 + ((vp.vendor_id * 7 + k) % $1))::text, 5, '0') from vendor_products vp cross join generate_series(0, 2) k`, [ZIPS]);
});
await timed(`seed ${APPOINTMENTS} appointments (10% unclaimed)`, async () => {
  const customers = Math.max(1, Math.floor(APPOINTMENTS / 10));
  await db.query(`insert into customers (first_name, last_name, email) select 'C' || g, 'Bench', 'c' || g || '@bench.test' from generate_series(1, $1::int) g`, [customers]);
  await db.query(`insert into properties (customer_id, title, street1, city, state, zip_code, time_zone)
    select id, 'Home', '1 Main St', 'Denver', 'CO', lpad((10000 + (id % $1))::text, 5, '0'), 'America/Denver' from customers`, [ZIPS]);
  await db.query(`insert into appointment_bases (appointment_length) select 60 from generate_series(1, $1::int)`, [APPOINTMENTS]);
  // Times spread from 120 days ago to 60 days ahead; past ones mostly completed.
  await db.query(
    `with b as (select id, row_number() over (order by id) as n from appointment_bases),
          c as (select min(id) as lo from customers),
          v as (select min(id) as lo, count(*) as cnt from vendors where email like 'bench-%')
     insert into appointments (appointment_base_id, vendor_id, customer_id, property_id, zip_code, actual_date_time, duration, completed_at, claimed_at)
     select b.id,
            case when b.n % 10 = 0 then null else v.lo + (b.n % v.cnt) end,
            c.lo + (b.n % $1), pr.id, pr.zip_code,
            t.at, 60,
            case when b.n % 10 <> 0 and t.at < now() and b.n % 5 <> 1 then t.at + interval '1 hour' end,
            case when b.n % 10 <> 0 then t.at - interval '3 days' end
     from b cross join c cross join v
     join properties pr on pr.customer_id = c.lo + (b.n % $1)
     cross join lateral (select now() - interval '120 days' + (b.n * 7919 % (180 * 24 * 60)) * interval '1 minute' as at) t`,
    [customers],
  );
  await db.query(`insert into appointment_lines (appointment_id, product_id, price_id, quantity)
    select a.id, p.product_id, p.id, 1 from appointments a
    join prices p on p.id = (select min(id) from prices) + (a.id % 8)`);
  await db.query('analyze');
});

// 3. Tokens for sample vendors (the server's HS256 idTokens).
const key = new TextEncoder().encode(SECRET);
const kid = crypto.createHash('sha256').update(SECRET).digest('base64url').slice(0, 16);
const { rows: sample } = await db.query(`select v.id, i.id as identity_id, i.email from vendors v join identities i on i.id = v.identity_id order by random() limit 200`);
const tokens = await Promise.all(
  sample.map((v) =>
    new SignJWT({ email: v.email })
      .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
      .setSubject(v.identity_id)
      .setIssuer('vendor-portal')
      .setAudience('vendor-portal-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key),
  ),
);

// 4. Timed calls, as the SPA makes them (SPEC §7).
const day = (offset) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(Date.now() + offset * 86_400_000));
const { rows: someAppointments } = await db.query(`select id, vendor_id from appointments where vendor_id = any($1::int[]) limit 200`, [sample.map((v) => v.id)]);
const tokenOf = new Map(sample.map((v, i) => [v.id, tokens[i]]));
const calls = {
  'GET /appointment today': () => `/api/appointment?endDate=${day(1)}&completed=false&sort=asc`,
  'GET /appointment tomorrow': () => `/api/appointment?startDate=${day(1)}&endDate=${day(2)}&completed=false&sort=asc`,
  'GET /appointment upcoming': () => `/api/appointment?startDate=${day(2)}&completed=false&sort=asc`,
  'GET /appointment completed (90 days)': () => `/api/appointment?startDate=${day(-90)}&completed=true&sort=asc`,
  'GET /appointment/unclaimed': () => '/api/appointment/unclaimed',
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
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
    `${label.padEnd(38)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms  p99 ${pct(times, 99).toFixed(1).padStart(6)} ms  ${(REQUESTS / wall).toFixed(0).padStart(5)} req/s  ~${(sizes / REQUESTS).toFixed(1)} rows`,
  );
}
console.log(`\n${REQUESTS} requests per call, ${CONCURRENCY} at a time, random vendors:`);
for (const [label, pathOf] of Object.entries(calls)) await measure(label, (i) => ({ path: pathOf(), token: tokens[i % tokens.length] }));
await measure('GET /appointment/{id}', (i) => {
  const a = someAppointments[i % someAppointments.length];
  return { path: `/api/appointment/${a.id}`, token: tokenOf.get(a.vendor_id) };
});

// 5. Claim race: every sampled vendor made eligible for one fresh appointment, all claim at once.
const { rows: [target] } = await db.query(
  `select a.id, a.zip_code from appointments a where a.vendor_id is null and a.completed_at is null and a.actual_date_time > now() + interval '1 day' limit 1`,
);
const { rows: [line] } = await db.query('select product_id from appointment_lines where appointment_id = $1', [target.id]);
for (const v of sample) {
  const { rows: [vp] } = await db.query(
    `insert into vendor_products (vendor_id, product_id) values ($1, $2) on conflict (vendor_id, product_id) do update set vendor_id = excluded.vendor_id returning id`,
    [v.id, line.product_id],
  );
  await db.query('insert into vendor_zip_codes (vendor_product_id, zip_code) values ($1, $2) on conflict do nothing', [vp.id, target.zip_code]);
}
const t0 = performance.now();
const results = await Promise.all(tokens.map((token) => fetch(`${base}/api/appointment/claim/${target.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` } }).then((r) => r.status)));
const count = (s) => results.filter((r) => r === s).length;
console.log(`\nclaim race: ${tokens.length} vendors → ${count(200)} × 200, ${count(409)} × 409, others ${results.length - count(200) - count(409)} in ${(performance.now() - t0).toFixed(0)} ms`);
await db.end();
stop();
if (count(200) !== 1 || count(409) !== tokens.length - 1) process.exit(1);
