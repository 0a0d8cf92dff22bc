// WEB_CONCURRENCY (docs/architecture.md "Processes"): on PostgreSQL, a server started with 2 runs two
// worker processes that both answer, a dead worker is replaced, and SIGTERM ends them all with exit 0.
// On PGlite, 2 is refused at start with a message that says why. /metrics reports the whole server
// whichever worker the scrape reaches (docs/operations.md "Metrics"), and its counters do not go back
// when a worker is replaced.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'vitest';
import { freePort } from '../free-port.mjs';
import { expectRefusal } from '../../testing/server.mjs';
import { PROMTOOL } from '../ensure-prometheus.mjs';
import { AUTH_SECRET, exits, METRICS_TOKEN, OPS_TOKEN, startProcess, stdoutLines, work } from './environment.mjs';
import { parseJsonLines, sleep, verify, waitFor, waitForOk } from './helpers.mjs';
import { builtServerOptions } from './processes.mjs';

/** The pids of a process's children (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid) {
  const tasks = path.join('/proc', String(pid), 'task');
  if (!fs.existsSync(tasks)) return [];
  return fs
    .readdirSync(tasks)
    .flatMap((tid) =>
      fs
        .readFileSync(path.join(tasks, tid, 'children'), 'utf8')
        .trim()
        .split(/\s+/),
    )
    .filter(Boolean)
    .map(Number);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One request on its own connection (the cluster hands out connections, not requests). */
const getOnNewConnection = async (port, url) => (await fetchOnNewConnection(port, url)).status;

const fetchOnNewConnection = (port, url, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
  });

/** The value of one series in Prometheus's text (labels as prom-client writes them), or undefined. */
const valueOf = (text, series) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const LIVEZ = 'http_requests_total{method="GET",route="/livez",status="200"}';
/** The 'request completed' lines of the scrapes of /metrics so far. */
const scrapes = () =>
  parseJsonLines(stdoutLines.W).filter((l) => l?.msg === 'request completed' && l.route === '/metrics');
/** The pids of the workers that answered a scrape. */
const scrapedBy = () => new Set(scrapes().map((l) => l.pid));

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const target = { name: 'W', port: 0 };
  let primary;
  let workers = [];

  test('starts two workers that both answer', async () => {
    target.port = await freePort();
    primary = startProcess(target, 'workers', { WEB_CONCURRENCY: '2' });
    await waitForOk('the workers ready', `http://127.0.0.1:${target.port}/readyz`);
    workers = await waitFor('two workers', async () => {
      const pids = childrenOf(primary.pid);
      return pids.length === 2 ? pids : undefined;
    });
    // Each request logs its worker's pid: ask until both have answered (the second worker starts once
    // the first is ready, so it may take a few seconds to listen).
    const answeredBy = new Set();
    const t0 = Date.now();
    for (let i = 0; Date.now() - t0 < 30_000 && answeredBy.size < 2; i++) {
      const status = await getOnNewConnection(target.port, `/api/legalDocument?documentType=vendor_agreement&n=${i}`);
      verify(status === 200 || status === 404, `status ${status}`);
      await sleep(50);
      for (const line of parseJsonLines(stdoutLines.W))
        if (line?.msg === 'request completed' && workers.includes(line.pid)) answeredBy.add(line.pid);
    }
    verify(answeredBy.size === 2, `answered by ${[...answeredBy].join(', ') || 'none'} of ${workers.join(', ')}`);
  });

  const LIVEZ_CALLS = 20;
  test('/metrics counts every worker, whichever answers the scrape, in a text promtool accepts', async () => {
    // Nothing else asks /livez of this server: the whole server's count is exactly what is sent here.
    for (let i = 0; i < LIVEZ_CALLS; i++) verify((await getOnNewConnection(target.port, '/livez')) === 200, 'livez');
    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    const seen = [];
    let text = '';
    for (let i = 0; i < 12 && (i < 4 || scrapedBy().size < 2); i++) {
      const res = await fetchOnNewConnection(target.port, '/metrics', auth);
      verify(res.status === 200, `scrape ${i}: ${res.status} ${res.body.slice(0, 200)}`);
      text = res.body;
      seen.push(valueOf(text, LIVEZ));
      // Each scrape's own line is logged once it is answered: look before the next one.
      await waitFor('the scrape logged', async () => scrapes().length > i || undefined);
    }
    verify(scrapedBy().size === 2, `scrapes answered by ${[...scrapedBy()].join(', ')} only`);
    verify(
      seen.every((v) => v === LIVEZ_CALLS),
      `each scrape must count all ${LIVEZ_CALLS} /livez answers, whichever worker it reached: ${seen.join(', ')}`,
    );
    // The queue's depth is read by each worker from the same table: the server's figure is not doubled.
    verify(valueOf(text, 'mail_queue_depth') !== undefined, 'mail_queue_depth missing');
    const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    verify(checked.status === 0, `promtool check metrics: ${checked.stdout}${checked.stderr}`);
    const refused = await fetchOnNewConnection(target.port, '/metrics');
    verify(refused.status === 401, `without the token: ${refused.status}`);
  });

  test('a worker that dies is replaced', async () => {
    process.kill(workers[0], 'SIGKILL');
    const replaced = await waitFor(
      'a new worker',
      async () => {
        const pids = childrenOf(primary.pid);
        return pids.length === 2 && !pids.includes(workers[0]) ? pids : undefined;
      },
      20_000,
    ).catch(() => null);
    verify(replaced, `workers now: ${childrenOf(primary.pid).join(', ')}`);
    workers = replaced ?? workers;
    await waitForOk('still answering', `http://127.0.0.1:${target.port}/readyz`);
    // The dead worker's counts stay in the sum (else Prometheus would read a counter reset).
    const res = await fetchOnNewConnection(target.port, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    const after = valueOf(res.body, LIVEZ);
    verify(res.status === 200 && after === LIVEZ_CALLS, `after the worker died: ${res.status}, /livez ${after}`);
  });

  test('SIGTERM ends every worker and the primary exits 0', async () => {
    primary.kill('SIGTERM');
    const exit = await Promise.race([exits.W, sleep(20_000).then(() => null)]);
    const left = workers.filter(alive);
    verify(
      exit?.code === 0 && left.length === 0,
      `exit ${JSON.stringify(exit)}, workers still alive: ${left.join(', ')}`,
    );
  });
});

describe('WEB_CONCURRENCY=2 on PGlite', () => {
  test('is refused at start with a message that says why, and a non-zero exit', async () => {
    const dataDir = path.join(work, 'data-pglite-workers');
    fs.mkdirSync(dataDir);
    const env = {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      AUTH_SECRET,
      OPS_TOKEN,
      LOG_LEVEL: 'info', // the server's default: this test never set one
      WEB_CONCURRENCY: '2',
    };
    const { code, output } = await expectRefusal({ ...builtServerOptions(env), timeoutMs: 15_000 });
    verify(
      code === 1 && output.includes('WEB_CONCURRENCY 2 needs DATABASE_URL (PostgreSQL)'),
      `exit ${code}: ${output}`,
    );
  });
});
