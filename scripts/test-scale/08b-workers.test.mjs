// WEB_CONCURRENCY (docs/architecture.md "Processes"): on PostgreSQL, a server started with 2 runs two
// worker processes that both answer, a dead worker is replaced, and SIGTERM ends them all with exit 0.
// On PGlite, 2 is refused at start with a message that says why.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'vitest';
import { freePort } from '../free-port.mjs';
import { expectRefusal } from '../../testing/server.mjs';
import { AUTH_SECRET, exits, OPS_TOKEN, startProcess, stdoutLines, work } from './environment.mjs';
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
const getOnNewConnection = (port, url) =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });

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
