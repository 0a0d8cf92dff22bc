// What the fit costs (issue 31: "the fit adds at most 10 % to the unclaimed list's time"): the unclaimed list's
// statement as the API sends it (captured from listUnclaimed through Drizzle's logger), against the same
// statement without the fit's two columns (and the two CTEs only they read), both prepared once and run
// alternately on one connection, so that both see the same machine at the same moment. The subject is the
// vendor of the realistic dataset (bench/dataset.mjs) with the most open appointments, given seven open days
// so that every served job is checked against its hours and its appointments.
// Then the list as a client sees it: the subject's GET /api/appointment/unclaimed from the production build, whose
// time the fit's added milliseconds are compared with (the target is about the list, not the statement alone).
//   npm run build && node scripts/with-postgres.mjs npx tsx bench/fit.mjs
// Sizes: BENCH_VENDORS (10,000), BENCH_APPOINTMENTS (1,000,000); BENCH_FIT_RUNS (500) runs of each; BENCH_REUSE=1
// uses the database of an earlier run on the same cluster (DATABASE_URL of your own).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listUnclaimed } from '../apps/api/src/modules/appointments/unclaimed.ts';
import { percentile } from '../testing/stats.mjs';
import { requireBuild, sampleVendors, startServer, timed } from './dataset.mjs';
import { capture, explain, fmt, freshDatabase, reuseDatabase } from './plans.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/fit.mjs');
  process.exit(1);
}
const vendors = Number(process.env.BENCH_VENDORS ?? 10_000);
const appointments = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_FIT_RUNS ?? 500);
const TARGET = 0.1;

/**
 * The statement without the fit: its two columns are nulls. Its CTEs stay (their parameters keep their
 * numbers): PostgreSQL does not run a CTE that nothing reads, as the plan printed below shows.
 */
function withoutFit(query) {
  // The fit's two columns close the select list: from the first `case when j.served` to the list's end.
  const columns = /case when j\.served then [\s\S]*\bend(?=\s+from standing)/;
  if (!columns.test(query))
    throw new Error('The unclaimed statement no longer has the shape this bench expects: update withoutFit.');
  return query.replace(columns, 'null, null');
}

console.log(`The fit's cost on PostgreSQL: ${vendors} vendors, ${appointments} appointments, ${RUNS} runs of each`);
// BENCH_REUSE=1 on a cluster of your own (DATABASE_URL): the database `fit` of an earlier run is used as it is.
const { client, url: dbUrl } = process.env.BENCH_REUSE
  ? await reuseDatabase(url, 'fit')
  : await timed('fresh database', () => freshDatabase(url, 'fit', { vendors, appointments }));
// The vendor with the most open jobs it may claim (each is fitted), and its open appointments.
const {
  rows: [subject],
} = await client.query(`select vp.vendor_id as id, count(distinct a.id)::int as jobs,
    (select count(*)::int from appointments m where m.vendor_id = vp.vendor_id and m.completed_at is null
       and m.cancelled_at is null and m.actual_date_time > now()) as open
  from appointments a
  join vendor_zip_codes z on z.zip_code = a.zip_code
  join vendor_products vp on vp.id = z.vendor_product_id
  join appointment_lines l on l.appointment_id = a.id and l.product_id = vp.product_id
  where a.vendor_id is null and a.completed_at is null and a.cancelled_at is null and a.actual_date_time > now()
  group by vp.vendor_id order by count(distinct a.id) desc, vp.vendor_id limit 1`);
await client.query(
  `insert into vendor_hours (vendor_id, week_day, open_time, close_time, time_zone)
   select $1, d, '07:00', '19:00', 'America/Denver'
   from unnest(array['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']) d
   on conflict do nothing`,
  [subject.id],
);
await client.query('analyze vendor_hours');

const [statement, ...others] = await capture(dbUrl, (db) => listUnclaimed(db, subject.id));
if (!statement || others.length) throw new Error('listUnclaimed sent more than one statement');
const cases = {
  'with the fit': statement.query,
  'without the fit': withoutFit(statement.query),
};

// The same rows either way, the fit's two columns aside.
const answers = await Promise.all(
  Object.values(cases).map((text) => client.query({ text, values: statement.params, rowMode: 'array' })),
);
const strip = (rows) => JSON.stringify(rows.map((r) => r.slice(0, -2)));
if (strip(answers[0].rows) !== strip(answers[1].rows)) throw new Error('The two statements answer differently');
const served = answers[0].rows.filter((r) => r[2] === true).length;
const clashing = answers[0].rows.filter((r) => Array.isArray(r.at(-1)) && r.at(-1).length > 0).length;
console.log(
  `vendor ${subject.id}: ${subject.open} open appointments, ${answers[0].rows.length} rows (${served} served jobs, each fitted; ${clashing} clash)`,
);

for (const [label, text] of Object.entries(cases)) {
  const plan = await explain(client, { query: text, params: statement.params });
  const ctes = plan.text.filter((line) => /CTE fit_/.test(line)).length;
  console.log(`── ${label.padEnd(16)} ${fmt(plan)}  fit CTEs in the plan: ${ctes}`);
}

// Timed in turns (the order swapped each turn), so that both see the machine as it is at that moment:
// - in PostgreSQL: the execution time EXPLAIN (ANALYZE, TIMING OFF) reports (no client, no network);
// - from the client: the statement prepared once (as the API does, db/prepared.ts), round trip and rows included.
const labels = Object.keys(cases);
const times = {
  server: Object.fromEntries(labels.map((label) => [label, []])),
  client: Object.fromEntries(labels.map((label) => [label, []])),
};
const once = async (label, measured) => {
  const [{ 'QUERY PLAN': plan }] = (
    await client.query({ text: `explain (analyze, timing off, format json) ${cases[label]}`, values: statement.params })
  ).rows;
  const t0 = performance.now();
  await client.query({ name: `fit_bench_${labels.indexOf(label)}`, text: cases[label], values: statement.params });
  if (!measured) return;
  times.client[label].push(performance.now() - t0);
  times.server[label].push(plan[0]['Execution Time']);
};
for (let i = -20; i < RUNS; i++) for (const label of i % 2 ? labels : [...labels].reverse()) await once(label, i >= 0);

const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50, 0), p90: percentile(sorted, 90, 0) };
};
const pct = (a, b) => `${((a / b - 1) * 100).toFixed(1)} %`;
console.log('\n| unclaimed statement | in PostgreSQL p50 / p90 ms | from the client p50 / p90 ms |');
console.log('|---|---|---|');
for (const label of labels) {
  const server = stats(times.server[label]);
  const fromClient = stats(times.client[label]);
  console.log(
    `| ${label} | ${server.p50.toFixed(3)} / ${server.p90.toFixed(3)} | ${fromClient.p50.toFixed(2)} / ${fromClient.p90.toFixed(2)} |`,
  );
}
const [withFit, without] = labels.map((label) => ({
  server: stats(times.server[label]),
  client: stats(times.client[label]),
}));
console.log(
  `\nThe fit adds ${pct(withFit.server.p50, without.server.p50)} to the statement's execution in PostgreSQL (p50), ` +
    `${pct(withFit.client.p50, without.client.p50)} to its time from the client (p50; ${pct(withFit.client.p90, without.client.p90)} at p90).`,
);

// The list's time: the subject's GET /api/appointment/unclaimed from the production server on this database,
// one request at a time (auth, the statement with the fit, the rows to JSON, HTTP). The fit's share of it is
// what the fit adds to the statement from the client (p50 with − p50 without), over the answer's p50.
requireBuild();
const { base, stop } = await startServer({
  DATABASE_URL: dbUrl,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-fit-')),
  LOG_LEVEL: 'warn',
});
const [{ token }] = await sampleVendors(client, 1, `v.id = ${Number(subject.id)}`);
const answerTimes = [];
for (let i = -20; i < RUNS; i++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/appointment/unclaimed`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (res.status !== 200)
    throw new Error(`GET /api/appointment/unclaimed answered ${res.status}: ${JSON.stringify(body)}`);
  if (i >= 0) answerTimes.push(performance.now() - t0);
}
await stop();
const answer = stats(answerTimes);
const addedMs = withFit.client.p50 - without.client.p50;
const share = addedMs / answer.p50;
console.log(
  `The list's answer over HTTP (${RUNS} requests, one at a time): p50 ${answer.p50.toFixed(2)} ms, p90 ${answer.p90.toFixed(2)} ms. ` +
    `The fit adds ${addedMs.toFixed(2)} ms of it at p50: ${(share * 100).toFixed(1)} % of the list's time. ` +
    `Target: at most ${TARGET * 100} %: ${share <= TARGET ? 'met' : 'NOT MET'}.`,
);
await client.end();
