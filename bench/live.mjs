// Live events and alerts (docs/architecture.md "Live events and alerts"), on PostgreSQL:
//   node scripts/with-postgres.mjs node bench/live.mjs
// 1. BENCH_STREAMS (2,000) concurrent GET /api/events on one process, 10 per vendor: the server's
//    memory per stream, and for each of BENCH_CLAIMS claims the time from the claim's answer to
//    each client's `unclaimed removed` (p50, p99, last).
// 2. The alert spread: a booking that BENCH_ALERT_VENDORS (1,000) vendors may claim queues one mail
//    each; the spread between the first and the last mail sent (mail_queue.sent_at), and from the
//    booking to the last. Once per mail mode (BENCH_MAIL_MODES, "outbox,smtp"): the outbox folder,
//    and SMTP to a catcher in this process (smtp-server), where the spread of arrivals is measured too.
// BENCH_STREAMS=0 measures the alerts only. BENCH_SERVER_ARGS (bench/dataset.mjs) profiles the server.
import fs from 'node:fs';
import http from 'node:http';
import { createParser } from 'eventsource-parser';
import { startSmtp } from '../scripts/test-scale/shared-services.mjs';
import { opsBookingBody } from '../testing/booking.mjs';
import { percentile } from '../testing/stats.mjs';
import { requireBuild, sampleVendors, startAlertBench, startServer } from './dataset.mjs';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/live.mjs');
  process.exit(1);
}
requireBuild();
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const VENDORS = Number(process.env.BENCH_ALERT_VENDORS ?? 1_000);
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 5);
const MAIL_MODES = (process.env.BENCH_MAIL_MODES ?? 'outbox,smtp').split(',').filter(Boolean);
const PER_VENDOR = 10;
const ZIP = '80202';
const OPS_TOKEN = 'bench-ops-token-0123456789';

const { db, dbEnv, productId, priceId } = await startAlertBench('live', { vendors: VENDORS, zip: ZIP });
const vendors = await sampleVendors(db, VENDORS);

let { base, stop, pid } = await startServer({ ...dbEnv, OPS_TOKEN, LOG_LEVEL: 'error' });
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const call = async (method, url, { token, body } = {}) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
};
const book = (days) =>
  call('POST', '/api/ops/appointments', {
    token: OPS_TOKEN,
    body: opsBookingBody(
      { id: productId, prices: [{ id: priceId }] },
      { zipCode: ZIP, actualDateTime: new Date(Date.now() + days * 86_400_000).toISOString(), duration: 60 },
    ),
  });

// 1. Streams.
const streamLines = [];
if (STREAMS > 0) {
  const jobs = [];
  for (let i = 0; i < CLAIMS; i++) jobs.push((await book(2 + i)).json.id);
  // Each booking alerts every vendor by mail: the streams open once those mails are out.
  for (let waited = 0; waited < 120_000; waited += 200) {
    const { rows } = await db.query(`select count(*)::int as n from mail_queue where sent_at is null`);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  global.gc?.();
  const rssBefore = rssKb();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streamVendors = vendors.slice(0, Math.ceil(STREAMS / PER_VENDOR));
  const clients = [];
  const open = (token) =>
    new Promise((resolve, reject) => {
      const client = { removedAt: new Map(), req: null };
      const parser = createParser({
        onEvent: (e) => {
          const data = JSON.parse(e.data);
          if (e.event === 'unclaimed' && data.action === 'removed') client.removedAt.set(data.id, performance.now());
        },
        onComment: () => resolve(client),
      });
      client.req = http.get(
        `${base}/api/events`,
        { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk) => parser.feed(chunk));
        },
      );
      client.req.on('error', reject);
    });
  const openStarted = performance.now();
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(STREAMS, i + 100); j++)
      batch.push(open(streamVendors[Math.floor(j / PER_VENDOR)].token));
    clients.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - openStarted;
  await new Promise((r) => setTimeout(r, 2_000));
  const rssAfter = rssKb();

  const claimer = vendors[vendors.length - 1];
  const latencies = [];
  const lasts = [];
  for (const id of jobs) {
    const res = await call('PATCH', `/api/appointment/claim/${id}`, { token: claimer.token });
    const answered = performance.now();
    if (res.status !== 200) throw new Error(`claim answered ${res.status}`);
    const deadline = Date.now() + 10_000;
    while (clients.some((c) => !c.removedAt.has(id)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const each = clients.map((c) => (c.removedAt.get(id) ?? Infinity) - answered);
    latencies.push(...each);
    lasts.push(Math.max(...each));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => percentile(latencies, p);
  for (const c of clients) c.req.destroy();
  const f = (x) => `${x.toFixed(0)} ms`;
  streamLines.push(
    `| concurrent streams | ${clients.length} (${PER_VENDOR} per vendor), opened in ${f(openMs)} |`,
    `| server memory per stream | ${((rssAfter - rssBefore) / clients.length).toFixed(1)} KB (RSS ${Math.round(rssBefore / 1024)} → ${Math.round(rssAfter / 1024)} MB) |`,
    `| claim answered → client gets \`removed\`: p50 / p99 / last (${CLAIMS} claims) | ${f(pct(50))} / ${f(pct(99))} / ${f(Math.max(...lasts))} |`,
  );
}

// 2. Alert spread, per mail mode (the server restarted with that mode).
const f = (x) => `${x.toFixed(0)} ms`;
const alertLines = [];
const smtp = MAIL_MODES.includes('smtp') ? await startSmtp() : null;
const arrivals = [];
if (smtp) {
  const push = smtp.mails.push.bind(smtp.mails);
  smtp.mails.push = (...m) => (arrivals.push(...m.map(() => performance.now())), push(...m));
}
for (const [i, mode] of MAIL_MODES.entries()) {
  if (mode === 'smtp') {
    await stop();
    ({ base, stop, pid } = await startServer({
      ...dbEnv,
      OPS_TOKEN,
      LOG_LEVEL: 'error',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Bench <no-reply@bench.test>',
    }));
  }
  await new Promise((r) => setTimeout(r, 500));
  arrivals.length = 0;
  const alerted = await book(30 + i);
  const bookedAt = Date.now();
  let rows;
  for (;;) {
    ({ rows } = await db.query(
      `select count(*)::int as n, count(sent_at)::int as sent, min(sent_at) as first, max(sent_at) as last
       from mail_queue where idempotency_key like $1`,
      [`new-job:${alerted.json.id}:%`],
    ));
    if (rows[0].n > 0 && rows[0].sent === rows[0].n) break;
    if (Date.now() - bookedAt > 120_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const { n, sent, first, last } = rows[0];
  alertLines.push(
    `| ${mode}: alert mails for one booking | ${sent} of ${n} sent |`,
    `| ${mode}: alert spread, first → last mail sent | ${last && first ? f(new Date(last) - new Date(first)) : 'n/a'} |`,
    `| ${mode}: booking → last mail sent | ${last ? f(new Date(last) - bookedAt) : 'n/a'} |`,
  );
  if (mode === 'smtp' && arrivals.length)
    alertLines.push(
      `| smtp: spread of arrivals at the SMTP server (${arrivals.length} mails) | ${f(Math.max(...arrivals) - Math.min(...arrivals))} |`,
    );
}
await db.end();
await stop();
await smtp?.close();

console.log(`
| Live events, PostgreSQL, one process | figure |
|---|---|
${[...streamLines, ...alertLines].join('\n')}
`);
process.exit(0);
