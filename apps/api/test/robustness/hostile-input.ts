import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HANG_GUARD_MS, opsHeaders, type TestContext } from '../helpers.ts';
import { requestsFor, type HostileRequest } from './arbitraries.ts';
import { createOwningVendor, listRoutes, type OwnedResources, type RouteInfo } from './support.ts';

// "Hostile input": property-based requests against every route the server publishes,
// generated from its schemas and mutated (see arbitraries.ts). Zero 5xx, every 4xx a JSON body with
// a message, and a refused request changes no row. At least 10,000 requests per run.
//
// The routes are dealt into SHARDS files (hostile-input-1-of-3.test.ts ...), route i to shard i % SHARDS, each
// file on its own database: one file sending all 10,000 took 41 s alone, over the 30 s a file may take, and
// Vitest runs the files side by side. Every route still gets the same requests (the same count, from the same
// seed), so together they send what the one file sent.
const TOTAL_REQUESTS = 10_000;
export const SHARDS = 3;
/** Routes taking a body in another encoding than JSON (their parts are checked in the handler). */
const MULTIPART_ROUTES = ['POST /api/vendorFiles'];

/** The hostile-input suite for the routes of one shard (1-based) of SHARDS. */
export function hostileInputShard(shard: number): void {
  let t: TestContext;
  /** Every route, and this shard's: every SHARDS-th from its own index, so together the shards take each once. */
  let allRoutes: RouteInfo[];
  let routes: RouteInfo[];
  let owner: OwnedResources;
  let fingerprintQuery: ReturnType<typeof sql.raw>;

  beforeAll(async () => {
    // The mail worker sends nothing here: what an accepted request queued was otherwise sent (a mail_queue row
    // updated, an outbox row written) while a later refused request ran, and read as that refusal's change
    // (the PostgreSQL pass, where the worker's wake-up arrives on another connection).
    t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
    allRoutes = listRoutes(t.app);
    routes = allRoutes.filter((_, i) => i % SHARDS === shard - 1);
    owner = await createOwningVendor(t.app, 'fuzz', '80401');
    const tables = (
      (await t.app.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_counters' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> }
    ).rows.map((r) => r.table_name);
    // One statement fingerprints every table (rate-limit counters may count refusals): an insert or
    // delete changes its row count, an update gives a row a newer transaction id (xmin) than any before.
    const parts = tables.map(
      (name) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}")`,
    );
    fingerprintQuery = sql.raw(`select concat_ws('|', ${parts.join(', ')}) as sum`);
  });
  afterAll(async () => t.close());

  const firstValue = async (query: ReturnType<typeof sql.raw>) =>
    Object.values(((await t.app.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];

  /** Every row of every table, fingerprinted. */
  const fingerprint = async () => String(await firstValue(fingerprintQuery));

  /**
   * The next transaction id PostgreSQL will hand out: it moves only when something wrote, so an
   * unchanged value proves a request wrote nothing without reading every table.
   */
  const nextTransactionId = async () =>
    String(await firstValue(sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text')));

  const credentialsFor = (route: RouteInfo): Record<string, string> =>
    route.access === 'ops' ? opsHeaders : route.access === 'vendor' ? owner.vendor.headers : {};

  describe(`hostile input against every route (shard ${shard} of ${SHARDS})`, () => {
    it("this shard's routes", () => {
      expect(routes.length).toBeGreaterThan(0);
      expect(allRoutes.length).toBeGreaterThanOrEqual(SHARDS);
      // Every shard has its file: a route dealt to a shard no file runs would go untested.
      const files = Array.from({ length: SHARDS }, (_, i) => `hostile-input-${i + 1}-of-${SHARDS}.test.ts`);
      expect(files.filter((f) => !fs.existsSync(path.join(import.meta.dirname, f)))).toEqual([]);
    });

    it('every route taking a body declares its schema (or is a known multipart route)', () => {
      const bodyRoutes = routes.filter(
        (r) => ['POST', 'PATCH', 'PUT'].includes(r.method) && r.path.startsWith('/api/'),
      );
      const undeclared = bodyRoutes.filter(
        (r) =>
          !r.operation.requestBody && !MULTIPART_ROUTES.includes(r.key) && (r.operation.parameters ?? []).length === 0,
      );
      expect(undeclared.map((r) => r.key)).toEqual([]);
    });

    it(
      `its part of ${TOTAL_REQUESTS}+ generated requests: no 5xx, every 4xx JSON with a message, refusals change nothing`,
      async () => {
        // Each route's count is the one-file count (over every route), so the shards' sum is at least TOTAL_REQUESTS.
        const perRoute = Math.ceil(TOTAL_REQUESTS / allRoutes.length);
        let sent = 0;
        const statuses = new Map<number, number>();
        let known = { xid: await nextTransactionId(), fingerprint: await fingerprint() };
        for (const route of routes) {
          await fc.assert(
            fc.asyncProperty(requestsFor(route, credentialsFor(route)), async (req: HostileRequest) => {
              const res = await t.app.inject({
                method: req.method as 'GET',
                url: req.url,
                headers: req.headers,
                ...(req.payload !== undefined ? { payload: req.payload } : {}),
              });
              sent += 1;
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              const label = `${req.description} → ${res.statusCode} ${res.body.slice(0, 300)}`;
              expect(res.statusCode, label).toBeLessThan(500);
              if (res.statusCode >= 400) {
                expect(res.headers['content-type'], label).toContain('application/json');
                expect(typeof res.json().message, label).toBe('string');
              }
              // `known` always describes the database before this request. A refused request either
              // wrote nothing at all (same transaction id) or left no trace in the data.
              const xid = await nextTransactionId();
              if (xid === known.xid) return;
              const now = await fingerprint();
              if (res.statusCode >= 400)
                expect(now, `refused request changed the database: ${label}`).toBe(known.fingerprint);
              known = { xid, fingerprint: now };
            }),
            // A fixed seed keeps CI deterministic; FUZZ_SEED=<n> explores other inputs locally.
            { numRuns: perRoute, seed: Number(process.env.FUZZ_SEED ?? 20_261_122) },
          );
        }
        expect(sent).toBeGreaterThanOrEqual(perRoute * routes.length);
        // The generators reach past validation: some requests succeed, most are refused.
        expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
        expect([...statuses.keys()].some((s) => s === 400)).toBe(true);
      },
      HANG_GUARD_MS,
    );
  });
}
