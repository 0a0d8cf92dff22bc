// Shared by the load benches (bench/load.mjs, bench/workers.mjs): the ceiling (a constant JSON route on bare
// node:http in its own process), one autocannon run with its latency percentiles and status counts, and the
// vendor requests both send.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.mjs';
import { percentile } from '../testing/stats.mjs';
import { day } from './dataset.mjs';

/** Starts the ceiling server; resolves to its URL and a stop function. */
export async function startCeiling() {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true}'); }).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  await new Promise((r) => setTimeout(r, 500));
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * One autocannon run against `url` for `duration` seconds; `next(i)` gives the i-th request ({method, path,
 * headers, body}). Counts every answer's status and latency itself (autocannon's own histogram drops the
 * statuses), and 5xx apart.
 */
export async function measure({ url, connections, duration, next }) {
  let i = 0;
  const times = [];
  const statuses = {};
  const instance = autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [{ setupRequest: (req) => ({ ...req, ...next(i++) }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    connections,
    rps: times.length / (result.duration || duration),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statuses,
    fivexx: Object.entries(statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** `12×200 3×503`. */
export const statusList = (statuses) =>
  Object.entries(statuses)
    .map(([code, n]) => `${n}×${code}`)
    .join(' ');

export const auth = (token) => ({ authorization: `Bearer ${token}` });
export const pick = (list, i) => list[i % list.length];

/**
 * The vendor reads, spread over the sampled vendors (bench/dataset.mjs sampleVendors) and, for the detail, over
 * appointments of theirs ({id, vendor_id} rows).
 */
export function vendorReads(sample, details) {
  const tokenOf = new Map(sample.map((v) => [v.id, v.token]));
  return {
    tokenOf,
    list: (i) => ({
      method: 'GET',
      path: `/api/appointment?startDate=${day(2)}&completed=false&sort=asc`,
      headers: auth(pick(sample, i).token),
    }),
    detail: (i) => {
      const a = pick(details, i);
      return { method: 'GET', path: `/api/appointment/${a.id}`, headers: auth(tokenOf.get(a.vendor_id)) };
    },
    unclaimed: (i) => ({ method: 'GET', path: '/api/appointment/unclaimed', headers: auth(pick(sample, i).token) }),
    catalogue: (i) => ({ method: 'GET', path: '/api/product', headers: auth(pick(sample, i).token) }),
  };
}

/** 500 appointments of the sampled vendors, in random order, for the detail. */
export async function sampleAppointments(db, sample) {
  const { rows } = await db.query(
    `select id, vendor_id from appointments where vendor_id = any($1::int[]) order by random() limit 500`,
    [sample.map((v) => v.id)],
  );
  return rows;
}
