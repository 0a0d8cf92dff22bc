// Issue 42's speed targets (docs/performance.md "Time off and the dispatch board"):
//  1. The unclaimed list with time off and `free` stays within 10 % of the list without them (one statement): the
//     statement as listUnclaimed sends it (captured through Drizzle's logger) and its rows made into the answer
//     (unclaimedAnswer: the JavaScript half of timeOff and free), against the same with the two columns the answer
//     reads them from (each job's start, the company's schedule) as nulls, both prepared once and run in
//     turns on one connection (as bench/fit.mjs),
//     for the company with the most open jobs it may claim, given a crew of 20 who take jobs, each with a day off in
//     the coming week, and a part day off for the whole company.
//  2. The dispatch board of that company (20 members, 200 jobs given to them in the coming week) answers within 2×
//     its appointment list of the same week: GET /api/dispatch?days=7 and GET /api/appointment for those 7 days from
//     the production build, in turns, one request at a time.
//   npm run build && node scripts/with-postgres.mjs npx tsx bench/availability.mjs
// Sizes: BENCH_VENDORS (10,000), BENCH_APPOINTMENTS (1,000,000); BENCH_RUNS (300) of each; BENCH_REUSE=1 uses the
// database of an earlier run on the same cluster (DATABASE_URL of your own); BENCH_PLAN=1 prints the plan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listUnclaimed, unclaimedAnswer } from '../apps/api/src/modules/appointments/unclaimed.ts';
import { percentile } from '../testing/stats.mjs';
import { day, requireBuild, sampleVendors, startServer, timed } from './dataset.mjs';
import { capture, explain, fmt, freshDatabase, reuseDatabase } from './plans.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/availability.mjs');
  process.exit(1);
}
requireBuild();
const vendors = Number(process.env.BENCH_VENDORS ?? 10_000);
const appointments = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const CREW = 20;
const JOBS = 200;

console.log(`Time off and the board on PostgreSQL: ${vendors} vendors, ${appointments} appointments, ${RUNS} runs`);
const { client, url: dbUrl } = process.env.BENCH_REUSE
  ? await reuseDatabase(url, 'availability')
  : await timed('fresh database', () => freshDatabase(url, 'availability', { vendors, appointments }));

// The company with the most open jobs it may claim (bench/fit.mjs's subject), open every day.
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
  await client.query(
    `insert into vendor_hours (vendor_id, week_day, open_time, close_time, time_zone)
     select $1, d, '07:00', '19:00', 'America/Denver'
     from unnest(array['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']) d
     on conflict do nothing`,
    [vendorId],
  );
  // The crew: the owner and 19 technicians, all taking jobs.
  await client.query(
    `insert into identities (email, password_hash, email_verified)
     select 'crew-' || g || '@bench.test', 'x', true from generate_series(1, $1::int) g`,
    [CREW - 1],
  );
  await client.query(
    `insert into vendor_members (vendor_id, identity_id, email, name, role, status, takes_jobs)
     select $1, id, email, 'Tech ' || id, 'technician', 'active', true from identities where email like 'crew-%'`,
    [vendorId],
  );
  await client.query(`update vendor_members set takes_jobs = true where vendor_id = $1`, [vendorId]);
  // 200 jobs of the coming week given to them, 8:00 to 17:00 in Denver, like one of its own jobs.
  await client.query(
    `with b as (insert into appointment_bases (appointment_length) select 60 from generate_series(1, $2::int) returning id),
          n as (select id, row_number() over (order by id) as n from b),
          m as (select id, row_number() over (order by id) - 1 as k from vendor_members where vendor_id = $1),
          c as (select customer_id, property_id, zip_code, lines from appointments where vendor_id = $1 limit 1)
     insert into appointments (appointment_base_id, vendor_id, customer_id, property_id, zip_code, actual_date_time,
       duration, claimed_at, lines, appointment_length, assignee_id)
     select n.id, $1, c.customer_id, c.property_id, c.zip_code,
       (date_trunc('day', now() at time zone 'America/Denver') + (n.n % 7) * interval '1 day'
         + (8 + n.n % 10) * interval '1 hour') at time zone 'America/Denver',
       60, now(), c.lines, 60, m.id
     from n cross join c join m on m.k = n.n % $3`,
    [vendorId, JOBS, CREW],
  );
  // Each member one day off in the week; the company a part day.
  await client.query(
    `insert into time_off (vendor_id, member_id, start_date, end_date, note)
     select $1, id, (now() at time zone 'America/Denver')::date + (row_number() over (order by id))::int % 7,
       (now() at time zone 'America/Denver')::date + (row_number() over (order by id))::int % 7, 'Day off'
     from vendor_members where vendor_id = $1`,
    [vendorId],
  );
  await client.query(
    `insert into time_off (vendor_id, start_date, end_date, start_time, end_time, note)
     values ($1, (now() at time zone 'America/Denver')::date + 2, (now() at time zone 'America/Denver')::date + 2,
       '12:00', '15:00', 'Training')`,
    [vendorId],
  );
  await client.query('analyze');
}

// 1. The unclaimed statement with and without the two columns of issue 42.
const [statement, ...others] = await capture(dbUrl, (db) => listUnclaimed(db, vendorId));
if (!statement || others.length) throw new Error('listUnclaimed sent more than one statement');

/** The select list's top-level columns (commas outside parentheses and quotes). */
function splitColumns(list) {
  const columns = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      columns.push(list.slice(start, i));
      start = i + 1;
    }
  }
  columns.push(list.slice(start));
  return columns;
}
/** The statement with what `timeOff` and `free` are made of (the answer's columns 27 and 29, unclaimed.ts) as nulls. */
function withoutTimeOff(query) {
  const head = query.lastIndexOf('select standing.vendor_created_at');
  const found = query.slice(head).search(/from standing\s+left join/);
  const tail = found < 0 ? -1 : head + found;
  const columns = splitColumns(query.slice(head + 'select '.length, tail));
  if (
    head < 0 ||
    tail < 0 ||
    columns.length !== 30 ||
    !/^\s*case when j\.served and j\.rank = 1 then/.test(columns[29])
  )
    throw new Error('The unclaimed statement no longer has the shape this bench expects: update withoutTimeOff.');
  // Never evaluated (the planner folds `case when false` to null), but their parameters keep their types.
  for (const at of [27, 29]) columns[at] = ` case when false then ${columns[at]} end`;
  return `${query.slice(0, head)}select ${columns.join(',')} ${query.slice(tail)}`;
}
const cases = { 'with time off and free': statement.query, 'without them': withoutTimeOff(statement.query) };
const answers = await Promise.all(
  Object.values(cases).map((text) => client.query({ text, values: statement.params, rowMode: 'array' })),
);
const strip = (rows) => JSON.stringify(rows.map((r) => [...r.slice(0, 27), r[28]]));
if (strip(answers[0].rows) !== strip(answers[1].rows)) throw new Error('The two statements answer differently');
const served = unclaimedAnswer(answers[0].rows).data;
console.log(
  `vendor ${vendorId}: ${answers[0].rows.length} rows, ${served.length} served jobs (${served.filter((i) => i.fit.timeOff).length} in time off, ` +
    `${served.filter((i) => i.fit.free.length > 0).length} with someone free)`,
);
// BENCH_PLAN=1: the plan of the statement with time off, in full.
if (process.env.BENCH_PLAN)
  console.log((await explain(client, { query: statement.query, params: statement.params }, true)).text.join('\n'));
for (const [label, text] of Object.entries(cases))
  console.log(`── ${label.padEnd(24)} ${fmt(await explain(client, { query: text, params: statement.params }))}`);

const labels = Object.keys(cases);
const times = Object.fromEntries(labels.map((label) => [label, { server: [], client: [] }]));
for (let i = -20; i < RUNS; i++)
  for (const label of i % 2 ? labels : [...labels].reverse()) {
    const [{ 'QUERY PLAN': plan }] = (
      await client.query({
        text: `explain (analyze, timing off, format json) ${cases[label]}`,
        values: statement.params,
      })
    ).rows;
    const t0 = performance.now();
    const { rows } = await client.query({
      name: `timeoff_${labels.indexOf(label)}`,
      text: cases[label],
      values: statement.params,
      rowMode: 'array',
    });
    unclaimedAnswer(rows);
    if (i < 0) continue;
    times[label].client.push(performance.now() - t0);
    times[label].server.push(plan[0]['Execution Time']);
  }
const p = (list, q) =>
  percentile(
    [...list].sort((a, b) => a - b),
    q,
    0,
  );
console.log('\n| unclaimed statement | in PostgreSQL p50 / p90 ms | from the client p50 / p90 ms |');
console.log('|---|---|---|');
for (const label of labels)
  console.log(
    `| ${label} | ${p(times[label].server, 50).toFixed(2)} / ${p(times[label].server, 90).toFixed(2)} | ${p(times[label].client, 50).toFixed(2)} / ${p(times[label].client, 90).toFixed(2)} |`,
  );
const added = p(times[labels[0]].client, 50) / p(times[labels[1]].client, 50) - 1;
console.log(
  `Time off and free add ${(added * 100).toFixed(1)} % to the statement from the client (p50); ` +
    `${((p(times[labels[0]].server, 50) / p(times[labels[1]].server, 50) - 1) * 100).toFixed(1)} % in PostgreSQL. ` +
    `Target at most 10 %: ${added <= 0.1 ? 'met' : 'NOT MET'}.`,
);

// 2. The board against the appointment list of the same week, over HTTP, in turns.
const { base, stop } = await startServer({
  DATABASE_URL: dbUrl,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-availability-')),
  LOG_LEVEL: 'warn',
});
const [{ token }] = await sampleVendors(client, 1, `v.id = ${vendorId}`);
const requests = {
  'GET /api/dispatch (7 days)': `/api/dispatch?date=${day(0)}&days=7`,
  'GET /api/appointment (the same 7 days)': `/api/appointment?startDate=${day(0)}&endDate=${day(7)}&completed=false&sort=asc`,
};
const http = Object.fromEntries(Object.keys(requests).map((label) => [label, []]));
const sizes = {};
for (let i = -20; i < RUNS; i++)
  for (const label of i % 2 ? Object.keys(requests) : Object.keys(requests).reverse()) {
    const t0 = performance.now();
    const res = await fetch(base + requests[label], { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}: ${body}`);
    if (i >= 0) http[label].push(performance.now() - t0);
    sizes[label] = body.length;
  }
await stop();
console.log('\n| request | bytes | p50 ms | p95 ms |');
console.log('|---|---|---|---|');
for (const [label, list] of Object.entries(http))
  console.log(`| ${label} | ${sizes[label]} | ${p(list, 50).toFixed(2)} | ${p(list, 95).toFixed(2)} |`);
const [board, list] = Object.values(http);
const ratio = p(board, 50) / p(list, 50);
console.log(
  `The board answers in ${ratio.toFixed(2)}× the list's time (p50; ${(p(board, 95) / p(list, 95)).toFixed(2)}× at p95). ` +
    `Target at most 2×: ${ratio <= 2 ? 'met' : 'NOT MET'}.`,
);
await client.end();
