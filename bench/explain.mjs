// Plans: EXPLAIN (ANALYZE, BUFFERS) of the very statements the API sends for the appointment list
// (the SPA's four calls: today, tomorrow, upcoming, completed over 90 days), the detail, the unclaimed
// list (with the vendor's eligibility and the nearby jobs) and a claim, on the realistic dataset
// (bench/dataset.mjs). The statements are captured from the API's own service functions through
// Drizzle's logger, so the plans are of the real SQL; the claim runs in a transaction rolled back.
// Each statement is explained twice and the second (warm) run is printed.
//   npm run build && node scripts/with-postgres.mjs npx tsx bench/explain.mjs
// Sizes: BENCH_VENDORS (10,000), BENCH_APPOINTMENTS (1,000,000); --growth (or BENCH_GROWTH=1) instead seeds
// 10,000, 100,000 and 1,000,000 appointments at 100 per vendor (each vendor's list the same size,
// only the table grows) and prints the list's cost at each size. BENCH_PLANS=full prints whole plans.
import { getAppointment, listAppointments } from '../apps/api/src/modules/appointments/service.ts';
import { claimAppointment, listUnclaimed } from '../apps/api/src/modules/appointments/unclaimed.ts';
import { day, timed } from './dataset.mjs';
import { capture, explain, fmt, freshDatabase } from './plans.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/explain.mjs');
  process.exit(1);
}
const FULL = process.env.BENCH_PLANS === 'full';

/** A vendor with appointments in every tab, and an (appointment, vendor) pair the vendor may claim. */
async function pickSubjects(client) {
  const {
    rows: [vendor],
  } =
    await client.query(`select a.vendor_id as id from appointments a where a.vendor_id is not null group by a.vendor_id
    order by least(count(*) filter (where a.completed_at is null and a.actual_date_time > now()),
                   count(*) filter (where a.completed_at > now() - interval '90 days')) desc, a.vendor_id limit 1`);
  const {
    rows: [detail],
  } = await client.query('select id from appointments where vendor_id = $1 order by id limit 1', [vendor.id]);
  const {
    rows: [claim],
  } = await client.query(`select a.id, vp.vendor_id from appointments a
     join appointment_lines l on l.appointment_id = a.id
     join vendor_products vp on vp.product_id = l.product_id
     join vendor_zip_codes z on z.vendor_product_id = vp.id and z.zip_code = a.zip_code
     where a.vendor_id is null and a.completed_at is null and a.actual_date_time > now() + interval '1 day'
     order by a.id limit 1`);
  return { vendorId: vendor.id, detailId: detail.id, claim };
}

const listCalls = {
  'list today': { endDate: day(1), completed: 'false', sort: 'asc' },
  'list tomorrow': { startDate: day(1), endDate: day(2), completed: 'false', sort: 'asc' },
  'list upcoming': { startDate: day(2), completed: 'false', sort: 'asc' },
  'list completed (90 days)': { startDate: day(-90), completed: 'true', sort: 'asc' },
};

async function plans(client, dbUrl, subjects, only) {
  const out = [];
  const show = async (label, fn) => {
    const statements = await capture(dbUrl, fn);
    for (const [i, s] of statements.entries()) {
      const e = await explain(client, s, FULL);
      const name = statements.length > 1 ? `${label} [${i + 1}/${statements.length}]` : label;
      out.push({ name, ...e });
      console.log(`\n── ${name}: ${fmt(e)}`);
      if (!only) console.log(e.text.join('\n'));
    }
  };
  for (const [label, query] of Object.entries(listCalls)) {
    if (only && label !== only) continue;
    await show(label, (db) => listAppointments(db, subjects.vendorId, query));
  }
  if (only) return out;
  await show('detail', (db) => getAppointment(db, subjects.vendorId, subjects.detailId));
  await show('unclaimed', (db) => listUnclaimed(db, subjects.vendorId));
  await show('claim', (db) =>
    db
      .transaction(async (tx) => {
        await claimAppointment(tx, subjects.claim.vendor_id, subjects.claim.id);
        tx.rollback();
      })
      .catch((err) => {
        if (err?.constructor?.name !== 'TransactionRollbackError') throw err;
      }),
  );
  return out;
}

if (process.env.BENCH_GROWTH || process.argv.includes('--growth')) {
  const results = [];
  for (const appointments of [10_000, 100_000, 1_000_000]) {
    const vendors = appointments / 100;
    console.log(`\n=== ${appointments} appointments, ${vendors} vendors (100 appointments each)`);
    const { client, url: dbUrl } = await freshDatabase(url, `growth_${appointments}`, { vendors, appointments });
    const subjects = await pickSubjects(client);
    for (const label of Object.keys(listCalls)) {
      const [row] = await plans(client, dbUrl, subjects, label);
      results.push({ appointments, ...row });
    }
    await client.end();
  }
  console.log('\n| appointments | call | execution ms | planning ms | rows | buffers hit | buffers read |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.appointments} | ${r.name} | ${r.ms.toFixed(2)} | ${r.planMs.toFixed(2)} | ${r.rows} | ${r.hit} | ${r.read} |`,
    );
} else {
  const vendors = Number(process.env.BENCH_VENDORS ?? 10_000);
  const appointments = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
  console.log(`Plans on PostgreSQL: ${vendors} vendors, ${appointments} appointments`);
  const { client, url: dbUrl } = await timed('fresh database', () =>
    freshDatabase(url, 'explain', { vendors, appointments }),
  );
  const subjects = await pickSubjects(client);
  console.log(`vendor ${subjects.vendorId}, detail ${subjects.detailId}, claim ${JSON.stringify(subjects.claim)}`);
  const out = await plans(client, dbUrl, subjects);
  console.log('\n| statement | execution ms | planning ms | rows | buffers hit | buffers read |');
  console.log('|---|---|---|---|---|---|');
  for (const r of out)
    console.log(`| ${r.name} | ${r.ms.toFixed(2)} | ${r.planMs.toFixed(2)} | ${r.rows} | ${r.hit} | ${r.read} |`);
  await client.end();
}
