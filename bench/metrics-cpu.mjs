// What the request metrics cost, measured so that a busy machine cannot hide it: the appointment list
// (GET /api/appointment, the upcoming list) answered by two apps built in this one process on the same
// PostgreSQL, production (request and query metrics, request log, tracing unset) and the same without the
// request metrics (buildApp's `observe`, as bench/metrics.mjs). They take turns in short batches (A B B A …,
// BENCH_PAIRS pairs of BENCH_BATCH requests, BENCH_INFLIGHT at a time through inject), and each batch's
// cost is this process's CPU time per request (process.cpuUsage: what the Node server spends, the part a
// hook adds to). A batch lasts a fraction of a second, so whatever else the machine does changes little
// between the two halves of a pair: the figure is the median over the pairs of production's CPU per request
// over the other's, with the middle half of the pairs as its spread. The list's throughput in a CPU-bound
// server is the inverse of its CPU per request, so this is the throughput cost; bench/metrics.mjs gives the
// end-to-end req/s over HTTP beside it.
//   node scripts/with-postgres.mjs npx tsx bench/metrics-cpu.mjs   (in npm run bench)
// Sizes: BENCH_VENDORS (500), BENCH_APPOINTMENTS (50,000: 100 a vendor), BENCH_PAIRS (40), BENCH_BATCH (200),
// BENCH_INFLIGHT (20), BENCH_WARMUP (batches each, 5); BENCH_CONTROL=1 compares production with itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { percentile } from '../testing/stats.mjs';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { loggerOptions } from '../apps/api/src/lib/logger.ts';
import { buildApp } from '../apps/api/src/server.ts';
import { SECRET, seededSample } from './dataset.mjs';
import { vendorReads } from './runner.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs npx tsx bench/metrics-cpu.mjs');
  process.exit(1);
}
const VENDORS = Number(process.env.BENCH_VENDORS ?? 500);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 50_000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

const sample = await seededSample(url, { vendors: VENDORS, appointments: APPOINTMENTS });
const { list } = vendorReads(sample, []);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-metrics-cpu-'));
// The log lines are written and dropped: their cost is counted, as a production process's shipping is not.
const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
async function build(observe) {
  const env = { ...process.env, DATA_DIR: dataDir, AUTH_SECRET: SECRET, LOG_LEVEL: 'info', SEED_DEMO: 'false' };
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT; // tracing unset in both
  const config = loadConfig(env);
  // A pool each: the metrics' query timer hooks its app's own database.
  const database = openPostgres(url);
  const app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream: sink }, observe });
  await app.ready();
  return { app, database };
}
// BENCH_CONTROL=1 builds production twice (an A/A run): what the method reads when there is nothing to find.
const CONTROL = process.env.BENCH_CONTROL === '1';
const variants = {
  production: await build({}),
  'no request metrics': await build(CONTROL ? {} : { requestMetrics: false }),
};

let n = 0;
/** One batch against `name`: this process's CPU milliseconds per request, and requests per wall second. */
async function batch(name) {
  const { app } = variants[name];
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let done = 0; done < BATCH; done += INFLIGHT) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(INFLIGHT, BATCH - done) }, () => {
        const { method, path: url, headers } = list(n++);
        return app.inject({ method, url, headers });
      }),
    );
    const bad = answers.find((a) => a.statusCode !== 200);
    if (bad) throw new Error(`${name}: ${bad.statusCode} ${bad.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000 / BATCH, rps: BATCH / ((performance.now() - t0) / 1000) };
}

console.log(
  `\nRequest metrics' cost, in-process${CONTROL ? ' (CONTROL: production against itself)' : ''}: ${VENDORS} vendors, ${APPOINTMENTS} appointments, ${PAIRS} pairs of ${BATCH}-request batches, ${INFLIGHT} in flight, ${os.cpus().length} CPUs`,
);
for (let i = 0; i < WARMUP; i++) for (const name of Object.keys(variants)) await batch(name);
const cpuRatios = [];
const rpsRatios = [];
const cpu = { production: [], 'no request metrics': [] };
for (let i = 0; i < PAIRS; i++) {
  // A B, then B A: neither always goes first.
  const order = i % 2 === 0 ? ['production', 'no request metrics'] : ['no request metrics', 'production'];
  const r = {};
  for (const name of order) r[name] = await batch(name);
  cpu.production.push(r.production.cpuMs);
  cpu['no request metrics'].push(r['no request metrics'].cpuMs);
  cpuRatios.push(r.production.cpuMs / r['no request metrics'].cpuMs - 1);
  rpsRatios.push(1 - r.production.rps / r['no request metrics'].rps);
}
for (const { app, database } of Object.values(variants)) {
  await app.close();
  await database.close();
}
fs.rmSync(dataDir, { recursive: true, force: true });

const sorted = (values) => [...values].sort((a, b) => a - b);
const pct = (v) => `${(v * 100).toFixed(1)} %`;
const spread = (values) => `${pct(percentile(sorted(values), 25))} … ${pct(percentile(sorted(values), 75))}`;
console.log(
  `CPU ms per request (median of the batches): production ${percentile(sorted(cpu.production), 50).toFixed(3)}, without request metrics ${percentile(sorted(cpu['no request metrics']), 50).toFixed(3)}`,
);
console.log(
  `request metrics cost ${pct(percentile(sorted(cpuRatios), 50))} of the list's CPU per request (median of ${PAIRS} pairs; middle half ${spread(cpuRatios)}), ` +
    `${pct(percentile(sorted(rpsRatios), 50))} of its in-process req/s (middle half ${spread(rpsRatios)}); target ≤ 5 %. Load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
);
