// Readiness vs liveness with the database gone (PostgreSQL is stopped: this file comes after every
// test that needs it), and PGlite's DATA_DIR lock released by a clean SIGTERM.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'vitest';
import { freePort } from '../free-port.mjs';
import { launchServer } from '../../testing/server.mjs';
import { A, AUTH_SECRET, call, DATABASE_URL, exits, OPS_TOKEN, trackServer, upstreams, work } from './environment.mjs';
import { sleep, verify, waitForOk } from './helpers.mjs';
import { fromApi } from './paths.mjs';
import { builtServerOptions } from './processes.mjs';

const pg = fromApi('pg');

describe('Readiness vs liveness: PostgreSQL stopped, A stays live but not ready', () => {
  test('/livez 200, /readyz and /healthz 503 while the database is down', async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('show data_directory');
    await client.end();
    const pgCtl = path.join(process.env.PG_BIN ?? '', 'pg_ctl');
    const args = ['-D', rows[0].data_directory, '-m', 'fast', '-w', 'stop'];
    const stopped =
      process.getuid?.() === 0
        ? spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args])
        : spawnSync(pgCtl, args);
    if (stopped.status !== 0) throw new Error(`pg_ctl stop failed: ${stopped.stderr}`);
    const live = await call('GET', '/livez', { upstream: A });
    const ready = await call('GET', '/readyz', { upstream: A });
    const health = await call('GET', '/healthz', { upstream: A });
    verify(
      live.status === 200 && ready.status === 503 && health.status === 503,
      `${live.status} / ${ready.status} / ${health.status}`,
    );
  });

  test('A still shuts down cleanly (exit 0)', async () => {
    upstreams[A].child.kill('SIGTERM');
    const exit = await Promise.race([exits.A, sleep(15_000).then(() => null)]);
    verify(exit?.code === 0, exit ? `code ${exit.code}` : 'still running after 15 s');
  });
});

describe('PGlite: SIGTERM exits 0 and releases the DATA_DIR lock (a second start succeeds)', () => {
  const dataDir = path.join(work, 'data-pglite');
  let port;
  for (const run of ['first', 'second']) {
    test(`${run} start on the same DATA_DIR: ready, then exit 0 on SIGTERM with the lock released`, async () => {
      port ??= await freePort();
      const env = {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET,
        OPS_TOKEN,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      };
      const server = trackServer(launchServer(builtServerOptions(env)));
      const exited = server.exited.then(({ code }) => code);
      const ready = await waitForOk(`PGlite process (${run} start) ready`, `http://127.0.0.1:${port}/healthz`).catch(
        () => false,
      );
      server.child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(15_000).then(() => 'still running')]);
      // A lock left behind would be taken over as stale at the next start: check the file itself.
      const released = !fs.existsSync(path.join(dataDir, 'server.lock'));
      verify(ready && code === 0 && released, `exit ${code}, lock file ${released ? 'gone' : 'left behind'}`);
    });
  }
});
