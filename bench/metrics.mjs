// What observing costs: the appointment list (GET /api/appointment, the upcoming list) under autocannon,
// against the same app built four ways in turn (bench/metrics-server.mjs, buildApp's `observe`):
//   production            request and query metrics, request log (LOG_LEVEL=info), tracing unset
//   no request metrics    the metrics' hooks left out (GET /metrics still answers); the rest as production
//   no tracing plugin     the tracing plugin not registered at all, against it registered with
//                         OTEL_EXPORTER_OTLP_ENDPOINT unset
//   bare                  none of the three
// with the bare node:http ceiling (bench/runner.mjs) before every round. In each of BENCH_ROUNDS rounds (5) the
// four variants run side by side, at the same time, each on a fresh process with its share of the connections:
// a busy machine slows them alike, so the cost is taken as a ratio within each round and reported as the median
// of the rounds with their range (taking turns, a shared machine's swings were larger than the 5 % to be shown).
// Beside req/s, the server process's CPU time per request (/proc/<pid>/stat): a CPU-bound server's throughput is
// its inverse, and it depends least on what else the machine does.
//   node scripts/with-postgres.mjs node bench/metrics.mjs
// Sizes: BENCH_VENDORS (2,000), BENCH_APPOINTMENTS (200,000: 100 a vendor, as bench/load.mjs), BENCH_DURATION
// (seconds per run, 10), BENCH_WARMUP (3), BENCH_CONNECTIONS (50, shared by the variants), BENCH_ROUNDS (5).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { percentile } from '../testing/stats.mjs';
import { SECRET, root, seededSample } from './dataset.mjs';
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TICKS = Number(execSync('getconf CLK_TCK')); // /proc/<pid>/stat counts CPU time in these
const VARIANTS = {
  production: {},
  'no request metrics': { requestMetrics: false },
  'no tracing plugin': { tracing: false },
  bare: { requestMetrics: false, requestLog: false, tracing: false },
};

const sample = await seededSample(url, { vendors: VENDORS, appointments: APPOINTMENTS });
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
  // Every variant at the same time, each with its share of the connections: whatever else the machine does
  // during the round slows them all alike, so their ratio (taken per round, then the median of the rounds)
  // keeps what the shared machine's swings would drown when the variants take turns. Started in another order
  // each round, on fresh processes.
  const order = names.map((_, i) => names[(i + round) % names.length]);
  const servers = {};
  for (const name of order) servers[name] = await startVariant(name, VARIANTS[name]);
  const share = Math.max(4, Math.round(CONNECTIONS / names.length));
  await Promise.all(
    order.map((name) => measure({ url: servers[name].base, connections: share, duration: WARMUP, next: list })),
  );
  const cpuBefore = Object.fromEntries(order.map((name) => [name, servers[name].cpu()]));
  const measured = await Promise.all(
    order.map((name) => measure({ url: servers[name].base, connections: share, duration: DURATION, next: list })),
  );
  for (const [i, name] of order.entries()) {
    const r = measured[i];
    // autocannon's last requests are still in flight: their CPU lands after the count; noise of ~1/rps·share.
    r.cpuMs = ((servers[name].cpu() - cpuBefore[name]) * 1000) / (r.rps * (DURATION || 1));
    if (r.errors || r.timeouts || Object.keys(r.statuses).some((s) => s !== '200'))
      throw new Error(`${name}: ${JSON.stringify(r.statuses)} ${r.errors} errors ${r.timeouts} timeouts`);
    results[name].push(r);
  }
  for (const name of order) await servers[name].stop();
  for (const name of names) {
    const r = results[name].at(-1);
    console.log(
      `round ${round + 1}: ${name.padEnd(20)} ${r.rps.toFixed(0).padStart(5)} req/s  p99 ${r.p99.toFixed(1)} ms  ${r.cpuMs.toFixed(3)} CPU ms/request  (ceiling ${ceiling.rps.toFixed(0)})`,
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
// Paired per round (the variants ran side by side), then the median of the rounds and their range.
const paired = (name, key, cost) => {
  const ratios = results[name].map((r, i) => cost(results.production[i][key], r[key]));
  const sorted = [...ratios].sort((a, b) => a - b);
  return `${(median(ratios) * 100).toFixed(1)} % (rounds ${(sorted[0] * 100).toFixed(1)} … ${(sorted.at(-1) * 100).toFixed(1)})`;
};
// Cost by req/s: how much less production served; by CPU: how much more each request took of the server.
const cost = (name) =>
  `${paired(name, 'cpuMs', (p, v) => p / v - 1)} by CPU per request, ${paired(name, 'rps', (p, v) => 1 - p / v)} by req/s`;
console.log(
  `\nmedian of ${ROUNDS} rounds, the variants side by side in each: request metrics cost ${cost('no request metrics')} (target ≤ 5 %);` +
    ` tracing unset vs the plugin absent ${cost('no tracing plugin')}; everything observed vs bare ${cost('bare')}` +
    ` (negative: production was cheaper). Load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
);
