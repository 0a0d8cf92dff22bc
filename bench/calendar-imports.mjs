// Issue 58's speed target (docs/performance.md "Imported calendars"): the unclaimed list with 10 imported calendars
// per company stays within 10 % of it without. Every company gets 10 feeds, each with 40 busy times over the
// coming 60 days (the sweep's horizon); the subject (the company with the most open jobs it may claim, as
// bench/availability.mjs) has its crew of 20, their day off each and a part day off of the company's. The statement
// listUnclaimed sends (captured through Drizzle's logger) is run in turns with the subject's busy times in place
// and moved away (the other companies' stay), in rounds, each run's rows made into the answer.
//   node scripts/with-postgres.mjs npx tsx bench/calendar-imports.mjs
// Sizes: BENCH_VENDORS (10,000), BENCH_APPOINTMENTS (1,000,000); BENCH_RUNS (300) of each; BENCH_REUSE=1.
import { listUnclaimed, unclaimedAnswer } from '../apps/api/src/modules/appointments/unclaimed.ts';
import { percentile } from '../testing/stats.mjs';
import { timed } from './dataset.mjs';
import { capture, freshDatabase, reuseDatabase } from './plans.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/calendar-imports.mjs');
  process.exit(1);
}
const vendors = Number(process.env.BENCH_VENDORS ?? 10_000);
const appointments = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const FEEDS = 10;
const BUSY = 40;

console.log(`Imported calendars on PostgreSQL: ${vendors} vendors, ${appointments} appointments, ${RUNS} runs`);
const { client, url: dbUrl } = process.env.BENCH_REUSE
  ? await reuseDatabase(url, 'calendars')
  : await timed('fresh database', () => freshDatabase(url, 'calendars', { vendors, appointments }));

const {
  rows: [subject],
} = await client.query(`select vp.vendor_id as id from appointments a
  join vendor_zip_codes z on z.zip_code = a.zip_code
  join vendor_products vp on vp.id = z.vendor_product_id
  join appointment_lines l on l.appointment_id = a.id and l.product_id = vp.product_id
  where a.vendor_id is null and a.completed_at is null and a.cancelled_at is null and a.actual_date_time > now()
  group by vp.vendor_id order by count(distinct a.id) desc, vp.vendor_id limit 1`);
const vendorId = Number(subject.id);
if (!process.env.BENCH_REUSE) {
  await timed('crew, time off and 10 calendars per company', async () => {
    await client.query(
      `insert into identities (email, password_hash, email_verified)
       select 'crew-' || g || '@bench.test', 'x', true from generate_series(1, 19) g`,
    );
    await client.query(
      `insert into vendor_members (vendor_id, identity_id, email, name, role, status, takes_jobs)
       select $1, id, email, 'Tech ' || id, 'technician', 'active', true from identities where email like 'crew-%'`,
      [vendorId],
    );
    await client.query(
      `insert into time_off (vendor_id, member_id, start_date, end_date, note)
       select $1, id, current_date + (row_number() over (order by id))::int % 7,
         current_date + (row_number() over (order by id))::int % 7, 'Day off'
       from vendor_members where vendor_id = $1`,
      [vendorId],
    );
    // Each company's 10 feeds: the company's own and its members' (the owner's when it has no one else).
    await client.query(
      `insert into calendar_imports (vendor_id, member_id, url, last_fetched_at, busy_count)
       select v.id, case when f % 2 = 0 then null else (select m.id from vendor_members m where m.vendor_id = v.id
         order by m.id offset (f / 2) % greatest(1, (select count(*) from vendor_members c where c.vendor_id = v.id))
         limit 1) end, 'https://calendar.example.com/' || v.id || '-' || f || '.ics', now(), $1
       from vendors v cross join generate_series(1, $2::int) f`,
      [BUSY, FEEDS],
    );
    // 40 busy hours a feed, spread over the coming 60 days in working hours.
    await client.query(
      `insert into calendar_busy (import_id, vendor_id, member_id, starts, ends)
       select i.id, i.vendor_id, i.member_id, s, s + interval '1 hour'
       from calendar_imports i cross join generate_series(1, $1::int) k,
         lateral (select date_trunc('day', now()) + ((k * 37 + i.id) % 60) * interval '1 day'
           + (14 + (k + i.id) % 9) * interval '1 hour' as s) t`,
      [BUSY],
    );
    await client.query('vacuum analyze');
  });
}
const {
  rows: [{ count }],
} = await client.query('select count(*) from calendar_busy');
console.log(`${count} busy times in all; the subject is vendor ${vendorId}`);

const [statement, ...others] = await capture(dbUrl, (db) => listUnclaimed(db, vendorId));
if (!statement || others.length) throw new Error('listUnclaimed sent more than one statement');
const run = async (name) => {
  const t0 = performance.now();
  const { rows } = await client.query({ name, text: statement.query, values: statement.params, rowMode: 'array' });
  const answer = unclaimedAnswer(rows).data;
  return { ms: performance.now() - t0, inBusy: answer.filter((i) => i.fit.timeOff).length };
};
// The subject's busy times moved aside (to a table of the same shape) and back: the other companies' stay.
await client.query('create temporary table busy_aside as select * from calendar_busy with no data');
const aside = async () => {
  await client.query(`insert into busy_aside select * from calendar_busy where vendor_id = $1`, [vendorId]);
  await client.query(`delete from calendar_busy where vendor_id = $1`, [vendorId]);
  // The deleted rows would still be visited through the index: the "without" case is read clean.
  await client.query('vacuum calendar_busy');
};
const back = async () => {
  await client.query(`insert into calendar_busy overriding system value select * from busy_aside`);
  await client.query('truncate busy_aside');
};

const times = { 'with 10 calendars': [], without: [] };
const ROUND = 25;
let inBusy = 0;
for (let done = -ROUND; done < RUNS; done += ROUND) {
  for (const label of Object.keys(times)) {
    if (label === 'without') await aside();
    for (let i = 0; i < ROUND; i++) {
      const r = await run(label === 'without' ? 'cal_without' : 'cal_with');
      if (label !== 'without') inBusy = r.inBusy;
      if (done >= 0) times[label].push(r.ms);
    }
    if (label === 'without') await back();
  }
}
const p = (list, q) =>
  percentile(
    [...list].sort((a, b) => a - b),
    q,
    0,
  );
console.log(`${inBusy} of the subject's served jobs fall in its company's busy times`);
console.log('\n| unclaimed statement | from the client p50 / p90 ms |');
console.log('|---|---|');
for (const [label, list] of Object.entries(times))
  console.log(`| ${label} | ${p(list, 50).toFixed(2)} / ${p(list, 90).toFixed(2)} |`);
const added = p(times['with 10 calendars'], 50) / p(times.without, 50) - 1;
console.log(
  `10 calendars per company add ${(added * 100).toFixed(1)} % to the unclaimed statement (p50). ` +
    `Target at most 10 %: ${added <= 0.1 ? 'met' : 'NOT MET'}.`,
);
await client.end();
