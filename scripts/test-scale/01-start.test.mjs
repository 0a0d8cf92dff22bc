// Both processes started at once against one fresh PostgreSQL: migrations run once under the
// advisory lock, the demo data is seeded once, and both are live and ready.
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'vitest';
import { call, shared, sql, startProcess, upstreams } from './environment.mjs';
import { ms, verify, waitForOk } from './helpers.mjs';
import { root } from './paths.mjs';

describe('Start: two processes at once against one fresh PostgreSQL (migrations under the advisory lock)', () => {
  test('both processes started together and are ready', async () => {
    const t0 = performance.now();
    for (const u of upstreams) startProcess(u);
    const ready = await Promise.all(
      upstreams.map((u) =>
        waitForOk(`process ${u.name} ready`, `http://127.0.0.1:${u.port}/readyz`).then(() => performance.now() - t0),
      ),
    );
    shared.figures.startMs = Math.max(...ready);
    console.log(`ready: A ${ms(ready[0])}, B ${ms(ready[1])}`);
  });

  test('every migration recorded exactly once', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/drizzle/meta/_journal.json'), 'utf8'));
    const rows = await sql(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    await verify(
      rows[0].n === journal.entries.length && rows[0].d === rows[0].n,
      `${rows[0].n} rows, ${journal.entries.length} migrations`,
    );
  });

  test('demo data seeded once although both processes found the database empty', async () => {
    const rows = await sql(
      "select (select count(*)::int from identities where email = 'demo@vendor.test') as demo, " +
        "(select count(*)::int from products where title = 'Vehicle Detailing') as products",
    );
    await verify(
      rows[0].demo === 1 && rows[0].products === 1,
      `demo identities ${rows[0].demo}, "Vehicle Detailing" products ${rows[0].products}`,
    );
  });

  for (const [i, u] of upstreams.entries()) {
    test(`process ${u.name}: /livez 200 and /healthz 200 {"status":"ok"}`, async () => {
      const live = await call('GET', '/livez', { upstream: i });
      const ready = await call('GET', '/healthz', { upstream: i });
      await verify(
        live.status === 200 && ready.status === 200 && ready.json?.status === 'ok',
        `${live.status} / ${ready.status}`,
      );
    });
  }
});
