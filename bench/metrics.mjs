// What observing costs: the appointment list (GET /api/appointment, the upcoming list) under autocannon,
// against the same app built four ways in turn (bench/metrics-server.mjs, buildApp's `observe`):
//   production            request and query metrics, request log (LOG_LEVEL=info), tracing unset
//   no request metrics    the metrics' hooks left out (GET /metrics still answers); the rest as production
//   no tracing plugin     the tracing plugin not registered at all, against it registered with
//                         OTEL_EXPORTER_OTLP_ENDPOINT unset
//   bare                  none of the three
// with the bare node:http ceiling (bench/runner.mjs) in every round. The variants run in turn, BENCH_ROUNDS
// rounds (3) each in another order, and the table gives each one's median: the machine is shared. Beside req/s,
// the server process's CPU time per request (/proc/<pid>/stat): what the hooks add shows there even when other
// work on the machine makes req/s swing by a third from one run to the next.
//   node scripts/with-postgres.mjs node bench/metrics.mjs
// Sizes: BENCH_VENDORS (2,000), BENCH_APPOINTMENTS (200,000: 100 a vendor, as bench/load.mjs), BENCH_DURATION
// (seconds per run, 10), BENCH_WARMUP (3), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';
import { percentile } from '../testing/stats.mjs';
import { SECRET, migrate, root, sampleVendors, seed } from './dataset.mjs';
import { measure, startCeiling, vendorReads } from './runner.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Run: node scripts/with-postgres.mjs node bench/metrics.mjs');
  process.exit(1);
}
const VENDORS = Number(process.env.BENCH_VENDORS ?? 2_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 200_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TICKS = Number(execSync('getconf CLK_TCK')); // /proc/<pid>/stat counts CPU time in these
const VARIANTS = {
  production: {},
  'no request metrics': { requestMetrics: false },
  'no tracing plugin': { tracing: false },
  bare: { requestMetrics: false, requestLog: false, tracing: false },
};

migrate({ DATABASE_URL: url });
const db = new pg.Client({ connectionString: url });
await db.connect();
await seed(db, { vendors: VENDORS, appointments: APPOINTMENTS });
const sample = await sampleVendors(db, 200);
await db.end();
const { list } = vendorReads(sample, []);

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-metrics-bench-'));
/** One variant's server; its log lines go to a file, as a production process's go to its collector. */
async function startVariant(name, observe) {
  const port = await freePort();
  const log = fs.openSync(path.join(logDir, `${name.replaceAll(' ', '-')}.log`), 'a');
  const env = {
    ...process.env,
    AUTH_SECRET: SECRET,
    PORT: String(port),
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    NODE_NO_WARNINGS: '1',
  };
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT; // tracing unset in every variant
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/metrics-server.mjs')], {
    cwd: root,
    env: { ...env, BENCH_OBSERVE: JSON.stringify(observe) },
    stdio: ['ignore', log, 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error(`${name}: the server did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    /** CPU seconds (user + system) the server process has used so far: less hostage to a busy machine than req/s. */
    cpu() {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / TICKS;
    },
    async stop() {
      process.off('exit', stop);
      const exited = new Promise((r) => child.once('exit', r));
      stop();
      await exited;
      fs.closeSync(log);
    },
  };
}

const ceilingServer = await startCeiling();
const results = Object.fromEntries(Object.keys(VARIANTS).map((k) => [k, []]));
const ceilings = [];
const names = Object.keys(VARIANTS);
console.log(
  `\nObserving's cost on the appointment list: ${VENDORS} vendors, ${APPOINTMENTS} appointments, ${ROUNDS} rounds of ${DURATION} s per variant, ${CONNECTIONS} connections, ${os.cpus().length} CPUs`,
);
for (let round = 0; round < ROUNDS; round++) {
  const next = () => ({ method: 'GET', path: '/' });
  await measure({ url: ceilingServer.url, connections: CONNECTIONS, duration: WARMUP, next });
  const ceiling = await measure({ url: ceilingServer.url, connections: CONNECTIONS, duration: DURATION, next });
  ceilings.push(ceiling.rps);
  // Each round in another order, so a machine that slows down during the run does not favour one variant.
  const order = names.map((_, i) => names[(i + round) % names.length]);
  for (const name of order) {
    const server = await startVariant(name, VARIANTS[name]);
    await measure({ url: server.base, connections: CONNECTIONS, duration: WARMUP, next: list });
    const cpuBefore = server.cpu();
    const r = await measure({ url: server.base, connections: CONNECTIONS, duration: DURATION, next: list });
    // autocannon's last requests are still in flight: their CPU lands after the count; noise of ~1/rps·50.
    r.cpuMs = ((server.cpu() - cpuBefore) * 1000) / (r.rps * (DURATION || 1));
    await server.stop();
    if (r.errors || r.timeouts || Object.keys(r.statuses).some((s) => s !== '200'))
      throw new Error(`${name}: ${JSON.stringify(r.statuses)} ${r.errors} errors ${r.timeouts} timeouts`);
    results[name].push(r);
    console.log(
      `round ${round + 1}: ${name.padEnd(20)} ${r.rps.toFixed(0).padStart(5)} req/s  p99 ${r.p99.toFixed(1)} ms  ${r.cpuMs.toFixed(2)} CPU ms/request  (ceiling ${ceiling.rps.toFixed(0)})`,
    );
  }
}
ceilingServer.stop();

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const med = (name, key) => median(results[name].map((r) => r[key]));
const ceiling = median(ceilings);
const prod = med('production', 'rps');
console.log(
  '\n| GET /api/appointment (upcoming) | req/s (median) | runs | vs ceiling | vs production | p50 ms | p99 ms | server CPU ms/request (median) | runs |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ceiling: node:http constant route | ${ceiling.toFixed(0)} | ${ceilings.map((c) => c.toFixed(0)).join(', ')} | 1 | | | | | |`,
);
for (const name of names) {
  const rps = med(name, 'rps');
  console.log(
    `| ${name} | ${rps.toFixed(0)} | ${results[name].map((r) => r.rps.toFixed(0)).join(', ')} | ${(rps / ceiling).toFixed(3)} | ${(rps / prod).toFixed(3)} | ${med(name, 'p50').toFixed(1)} | ${med(name, 'p99').toFixed(1)} | ${med(name, 'cpuMs').toFixed(2)} | ${results[name].map((r) => r.cpuMs.toFixed(2)).join(', ')} |`,
  );
}
const cost = (name) =>
  `${((1 - prod / med(name, 'rps')) * 100).toFixed(1)} % by req/s, ${((med('production', 'cpuMs') / med(name, 'cpuMs') - 1) * 100).toFixed(1)} % by CPU per request`;
console.log(
  `\nrequest metrics cost ${cost('no request metrics')} (target ≤ 5 %);` +
    ` tracing unset vs the plugin absent ${cost('no tracing plugin')}; everything observed vs bare ${cost('bare')}` +
    ` (negative: production was faster). Load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
);
