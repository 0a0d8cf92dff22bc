// Shared by the benchmarks: the production server as a child process, the realistic dataset
// (vendors with services and zips, appointments over 180 days, 10% unclaimed) seeded with
// set-based SQL, and idTokens for sampled vendors. `db` is anything with query(sql, params) ->
// { rows }: a pg.Client for PostgreSQL or a PGlite instance on the server's data directory.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { startServer as startBuiltServer } from '../testing/server.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const main = path.join(root, 'apps/api/dist/main.js');
const ZIPS = 2_000; // zip pool: every vendor serves 3 zips for each of its 2 products

export function requireBuild() {
  if (!fs.existsSync(main)) {
    console.error('apps/api/dist/main.js is missing: run npm run build first.');
    process.exit(1);
  }
}

/** Applies the migrations to DATABASE_URL, or to the PGlite under DATA_DIR, without a server. */
export function migrate(env) {
  const r = spawnSync('npx', ['tsx', 'apps/api/src/db/migrate-cli.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('migration failed');
}

/** Starts the production server (no demo data; testing/server.mjs) and resolves once it listens. */
export async function startServer(env) {
  // BENCH_SERVER_ARGS: node flags for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (the profile is written when the server exits on SIGTERM).
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startBuiltServer({ env: { AUTH_SECRET: SECRET, ...env }, nodeArgs, echo: true });
  return { base: server.url, stop: () => server.stop(), pid: server.pid };
}

export async function timed(label, fn) {
  const t0 = performance.now();
  const out = await fn();
  console.log(`${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

/** Seeds `vendors` vendors (2 products, 3 zips each) and `appointments` appointments. */
export async function seed(db, { vendors, appointments }) {
  await timed(`seed ${vendors} vendors with services and zips`, async () => {
    await db.query(
      `insert into products (title, is_active) select 'Bench Product ' || g, true from generate_series(1, 4) g`,
    );
    await db.query(`insert into prices (product_id, title, section, is_outside, scheduling_interface)
      select p.id, 'Price ' || k, null, k = 2, null from products p cross join generate_series(1, 2) k`);
    await db.query(
      // Verified, approved vendors: they may claim (the eligibility rules pass).
      `insert into identities (email, password_hash, email_verified) select 'bench-' || g || '@bench.test', 'x', true from generate_series(1, $1::int) g`,
      [vendors],
    );
    await db.query(
      `insert into vendors (identity_id, title, email, review_status) select id, 'Bench Vendor', email, 'approved' from identities where email like 'bench-%'`,
    );
    await db.query(`insert into vendor_products (vendor_id, product_id)
      select v.id, p.id from vendors v join products p on (p.id - (select min(id) from products)) in (v.id % 4, (v.id + 1) % 4)`);
    await db.query(
      `insert into vendor_zip_codes (vendor_product_id, zip_code)
      select vp.id, lpad((10000 + ((vp.vendor_id * 7 + k) % $1))::text, 5, '0') from vendor_products vp cross join generate_series(0, 2) k`,
      [ZIPS],
    );
  });
  await timed(`seed ${appointments} appointments (10% unclaimed)`, async () => {
    const customers = Math.max(1, Math.floor(appointments / 10));
    await db.query(
      `insert into customers (first_name, last_name, email) select 'C' || g, 'Bench', 'c' || g || '@bench.test' from generate_series(1, $1::int) g`,
      [customers],
    );
    await db.query(
      `insert into properties (customer_id, title, street1, city, state, zip_code, time_zone)
      select id, 'Home', '1 Main St', 'Denver', 'CO', lpad((10000 + (id % $1))::text, 5, '0'), 'America/Denver' from customers`,
      [ZIPS],
    );
    await db.query(`insert into appointment_bases (appointment_length) select 60 from generate_series(1, $1::int)`, [
      appointments,
    ]);
    // Times spread from 120 days ago to 60 days ahead; past ones mostly completed. One line each, over the
    // 8 prices (not tied to the zip code, which follows b.n % 2000); the lines are stored with the
    // appointment too (appointments.lines), as the API writes them.
    await db.query(
      `with b as (select id, row_number() over (order by id) as n from appointment_bases),
            c as (select min(id) as lo from customers),
            v as (select min(id) as lo, count(*) as cnt from vendors where email like 'bench-%'),
            pj as (select pr.id, row_number() over (order by pr.id) - 1 as k,
                          jsonb_build_array(jsonb_build_object('productId', p.id, 'productTitle', p.title,
                            'priceId', pr.id, 'priceTitle', pr.title, 'quantity', 1, 'section', pr.section,
                            'isOutside', pr.is_outside, 'schedulingInterface', pr.scheduling_interface)) as lines
                   from prices pr join products p on p.id = pr.product_id where p.title like 'Bench Product %')
       insert into appointments (appointment_base_id, vendor_id, customer_id, property_id, zip_code, actual_date_time, duration, completed_at, claimed_at, lines, appointment_length)
       select b.id,
              case when b.n % 10 = 0 then null else v.lo + (b.n % v.cnt) end,
              c.lo + (b.n % $1), pr.id, pr.zip_code,
              t.at, 60,
              case when b.n % 10 <> 0 and t.at < now() and b.n % 5 <> 1 then t.at + interval '1 hour' end,
              case when b.n % 10 <> 0 then t.at - interval '3 days' end,
              pj.lines, 60
       from b cross join c cross join v
       join pj on pj.k = (b.n + b.n / 2000) % 8
       join properties pr on pr.customer_id = c.lo + (b.n % $1)
       cross join lateral (select now() - interval '120 days' + (b.n * 7919 % (180 * 24 * 60)) * interval '1 minute' as at) t`,
      [customers],
    );
    await db.query(`insert into appointment_lines (appointment_id, product_id, price_id, quantity)
      select a.id, (a.lines->0->>'productId')::int, (a.lines->0->>'priceId')::int, 1 from appointments a`);
    await db.query('analyze');
  });
}

/** `count` random vendors (among those matching `where`, SQL on `v`) with an idToken each (the server's HS256 idTokens, signed with SECRET). */
export async function sampleVendors(db, count, where = 'true') {
  const key = new TextEncoder().encode(SECRET);
  const kid = crypto.createHash('sha256').update(SECRET).digest('base64url').slice(0, 16);
  const { rows } = await db.query(
    `select v.id, i.id as identity_id, i.email from vendors v join identities i on i.id = v.identity_id where ${where} order by random() limit ${Number(count)}`,
  );
  return Promise.all(
    rows.map(async (v) => ({
      ...v,
      token: await new SignJWT({ email: v.email })
        .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
        .setSubject(v.identity_id)
        .setIssuer('vendor-portal')
        .setAudience('vendor-portal-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
    })),
  );
}

/** Migrates the database at `url`, seeds it to `sizes` and returns `count` sampled vendors with their tokens. */
export async function seededSample(url, sizes, count = 200) {
  migrate({ DATABASE_URL: url });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await seed(db, sizes);
    return await sampleVendors(db, count);
  } finally {
    await db.end();
  }
}

/** A calendar day in Denver (the default vendor zone), `offset` days from today. */
export const day = (offset) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(Date.now() + offset * 86_400_000));

/**
 * The alert benches' start-up (bench/live.mjs, bench/push.mjs): a fresh DATA_DIR, the migrations on
 * DATABASE_URL, a pg client, one product with one price, and `vendors` approved companies that may claim it in
 * `zip`, each with its owner as a member; with `office`, an office member too (the roles that hear of new jobs).
 */
export async function startAlertBench(name, { vendors, zip, office = false }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vp-${name}-`));
  const dbEnv = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir };
  migrate(dbEnv);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  await db.query(`insert into products (title, is_active) values ('Vehicle Detailing', true)`);
  await db.query(`insert into prices (product_id, title, is_outside) select id, 'Exterior Wash', true from products`);
  const [{ product_id: productId, price_id: priceId }] = (
    await db.query(
      `select p.id as product_id, pr.id as price_id from products p join prices pr on pr.product_id = p.id`,
    )
  ).rows;
  await db.query(
    `insert into identities (email, password_hash, email_verified)
     select kind || '-' || g || '@bench.test', 'x', true
     from generate_series(1, $1::int) g, unnest($2::text[]) kind`,
    [vendors, office ? ['owner', 'office'] : ['owner']],
  );
  await db.query(
    `insert into vendors (identity_id, title, email, review_status)
     select id, 'Bench Vendor', email, 'approved' from identities where email like 'owner-%'`,
  );
  await db.query(`insert into vendor_products (vendor_id, product_id) select id, $1 from vendors`, [productId]);
  await db.query(`insert into vendor_zip_codes (vendor_product_id, zip_code) select id, $1 from vendor_products`, [
    zip,
  ]);
  await db.query(
    `insert into vendor_members (vendor_id, identity_id, email, role, status)
     select v.id, v.identity_id, v.email, 'owner', 'active' from vendors v on conflict do nothing`,
  );
  if (office)
    await db.query(
      `insert into vendor_members (vendor_id, identity_id, email, role, status)
       select v.id, i.id, i.email, 'office', 'active' from vendors v
       join identities i on i.email = 'office-' || substring(v.email from 'owner-(\\d+)@') || '@bench.test'`,
    );
  return { db, dbEnv, dataDir, productId, priceId };
}
