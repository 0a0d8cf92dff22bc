// Webhook speed (issue 58): a job booked for BENCH_WEBHOOK_VENDORS (1,000) eligible companies, each with a webhook
// asking for `job.offered`, reaches a local receiver (node:http on 127.0.0.1; OUTBOUND_ALLOW_LOOPBACK=true). The
// receiver records when each delivery arrives; the bench prints p50 / p99 / last from the booking's answer (a lower
// bound of its commit) and, in brackets, from its request (an upper bound). Target: p99 ≤ 1 s.
//   node scripts/with-postgres.mjs node bench/webhooks.mjs
// The built server (npm run build). BENCH_WEBHOOK_ROUNDS bookings (3), one at a time.
import http from 'node:http';
import os from 'node:os';
import { opsBookingBody } from '../testing/booking.mjs';
import { percentile } from '../testing/stats.mjs';
import { requireBuild, startAlertBench, startServer } from './dataset.mjs';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/webhooks.mjs');
  process.exit(1);
}
requireBuild();
const VENDORS = Number(process.env.BENCH_WEBHOOK_VENDORS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 3);
const ZIP = '80202';
const OPS_TOKEN = 'bench-ops-token-0123456789';

// 1. The receiver: every POST is one delivery; its path names the company.
const arrivals = [];
const receiver = http.createServer((req, res) => {
  const at = performance.now();
  req.resume();
  req.on('end', () => {
    arrivals.push({ at, vendorId: Number(req.url.split('/')[2]) });
    res.writeHead(204).end();
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${receiver.address().port}`;

// 2. The data: companies that may claim the job, each with one webhook for job.offered.
const { db, dbEnv } = await startAlertBench('webhooks', { vendors: VENDORS, zip: ZIP });
const { productId, priceId } = await db
  .query(`select p.id as "productId", pr.id as "priceId" from products p join prices pr on pr.product_id = p.id`)
  .then((r) => r.rows[0]);
await db.query(
  `insert into webhook_endpoints (vendor_id, url, events, secret)
   select v.id, $1 || '/hook/' || v.id, '["job.offered"]'::jsonb, 'whsec_' || encode(decode(md5(random()::text) || md5(random()::text), 'hex'), 'base64')
   from vendors v`,
  [origin],
);
await db.query('analyze');
const {
  rows: [{ endpoints }],
} = await db.query(`select count(*)::int as endpoints from webhook_endpoints`);

const { base, stop } = await startServer({ ...dbEnv, OPS_TOKEN, LOG_LEVEL: 'error', OUTBOUND_ALLOW_LOOPBACK: 'true' });
const f = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : 'n/a');
const lines = [];
for (let round = 0; round < ROUNDS; round++) {
  arrivals.length = 0;
  const sentAt = performance.now();
  const res = await fetch(`${base}/api/ops/appointments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(
      opsBookingBody(
        { id: productId, prices: [{ id: priceId }] },
        { zipCode: ZIP, actualDateTime: new Date(Date.now() + (3 + round) * 86_400_000).toISOString(), duration: 60 },
      ),
    ),
  });
  const answeredAt = performance.now();
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
  while (arrivals.length < endpoints && performance.now() - answeredAt < 120_000)
    await new Promise((r) => setTimeout(r, 20));
  const fromAnswer = arrivals.map((a) => a.at - answeredAt).sort((a, b) => a - b);
  const fromSent = arrivals.map((a) => a.at - sentAt).sort((a, b) => a - b);
  lines.push(
    `| booking ${round + 1} | ${arrivals.length} of ${endpoints} | ${f(answeredAt - sentAt)} | ${f(percentile(fromAnswer, 50))} (${f(percentile(fromSent, 50))}) | ${f(percentile(fromAnswer, 99))} (${f(percentile(fromSent, 99))}) | ${f(fromAnswer.at(-1))} |`,
  );
}
await db.end();
await stop();
receiver.close();

console.log(`
Webhooks (job.offered) to ${endpoints} companies, PostgreSQL, one process; load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}
| | arrived | booking answered | p50 from answer (from request) | p99 | last |
|---|---|---|---|---|---|
${lines.join('\n')}
`);
