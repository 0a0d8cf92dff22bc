// Load through the proxy while process B is stopped by a signal: reads (retried elsewhere by the
// proxy when their connection fails) and profile writes (never retried, as a load balancer would
// not). Returns the figures and how B exited.
import {
  A,
  B,
  call,
  createVendor,
  exits,
  LOAD_CONCURRENCY,
  LOAD_SECONDS,
  proxyStats,
  upstreams,
} from './environment.mjs';
import { ms, percentile, sleep } from './helpers.mjs';

const REQUESTS = [
  ['GET', '/api/vendor'],
  ['GET', '/api/appointment/unclaimed'],
  ['PATCH', '/api/vendor', { title: 'Scale Test Detailing' }],
  ['GET', '/api/zipcode'],
  ['GET', '/healthz'],
];

export async function loadWhileStopping(signal) {
  const v = await createVendor(A, '80233');
  const latencies = [];
  const failures = [];
  let networkErrors = 0;
  const servedBy = { before: { A: 0, B: 0 }, after: { A: 0, B: 0 } };
  let killedAt = 0;
  let goneAt = 0;
  let inFlightOnB = 0;
  const retriedBefore = proxyStats.retried;
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const worker = async (w) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const t0 = performance.now();
      const [method, url, body] = REQUESTS[(w + i) % REQUESTS.length];
      try {
        const r = await call(method, url, { token: v.token, body });
        latencies.push(performance.now() - t0);
        if (r.status !== 200) failures.push(`${method} ${url} ${r.servedBy}:${r.status}`);
        else if (!killedAt) servedBy.before[r.servedBy]++;
        else if (goneAt && t0 > goneAt) servedBy.after[r.servedBy]++;
      } catch (err) {
        networkErrors++;
        failures.push(`${method} ${url} ${err.cause?.code ?? err.message}`);
      }
    }
  };
  // "In flight on B": what it held at the signal, plus what reached it until it exited (the signal
  // takes a moment to land), less what the proxy sent elsewhere after all.
  const killer = (async () => {
    await sleep((LOAD_SECONDS * 1000) / 3);
    const b = upstreams[B];
    const atKill = { inFlight: b.inFlight, dispatched: b.dispatched, retriedAway: b.retriedAway };
    killedAt = performance.now();
    b.child.kill(signal);
    await exits.B;
    goneAt = performance.now();
    inFlightOnB = atKill.inFlight + (b.dispatched - atKill.dispatched) - (b.retriedAway - atKill.retriedAway);
  })();
  const loadStart = performance.now();
  await Promise.all([...Array.from({ length: LOAD_CONCURRENCY }, (_, w) => worker(w)), killer]);
  const elapsed = (performance.now() - loadStart) / 1000;
  const exit = await Promise.race([exits.B, sleep(15_000).then(() => null)]);
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    signal,
    requests: latencies.length + networkErrors,
    failures: failures.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    inFlightOnB,
    retried: proxyStats.retried - retriedBefore,
    exitMs: exit ? exit.at - killedAt : null,
  };
  const f = figures;
  console.log(
    `${f.requests} requests in ${elapsed.toFixed(1)} s (${f.rps.toFixed(0)}/s), ${f.failures} failed; ` +
      `latency p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}\n` +
      `before ${signal}: A ${servedBy.before.A}, B ${servedBy.before.B}; ` +
      `after B exited: A ${servedBy.after.A}, B ${servedBy.after.B}; ${inFlightOnB} in flight on B at ${signal}; ` +
      `proxy retried ${f.retried} request(s) on the other process`,
  );
  if (failures.length) console.log(`failures: ${failures.slice(0, 10).join('; ')}`);
  return { figures, servedBy, failures, exit };
}
