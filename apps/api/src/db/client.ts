import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withPreparedStatements } from './pglite-prepared.ts';
import { QueryObservers, watchQuery } from './query-observers.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** One type for both drivers: every query is written once, in PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the event bus listens on (lib/event-bus.ts): the server's URL, or the embedded instance. */
  listenOn: { url: string } | { pglite: PGlite };
  /** Applies pending migrations; safe to call from many processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Watchers of every statement (docs/operations.md "Metrics", "Traces"). */
  queries: QueryObservers;
  /** The connection pool's use now; null on PGlite (one embedded connection, no pool). */
  poolUse(): { total: number; idle: number; waiting: number } | null;
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();

function findMigrationsFolder(): string {
  // src/db/client.ts in development and tests, dist/main.js in production.
  for (const candidate of ['../../drizzle', '../drizzle']) {
    const dir = path.resolve(import.meta.dirname, candidate);
    if (fs.existsSync(path.join(dir, 'meta', '_journal.json'))) return dir;
  }
  throw new Error('Database migrations folder not found (apps/api/drizzle).');
}

// Any constant works; it only has to be the same in every process of this application.
const MIGRATION_LOCK_KEY = 7_230_411;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Each connection's query() is watched once, when the pool opens it: pool.query and transactions
  // both go through it.
  const queries = new QueryObservers();
  pool.on('connect', (client) => {
    client.query = watchQuery(client.query as never, queries) as typeof client.query;
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    queries,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listenOn: { url },
    async migrate() {
      // Several processes may start together: the advisory lock makes migrations run once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PGlite's WebAssembly modules compiled, and its file-system bundle read, once: a process that opens many
 * databases (an API test worker, one per test file) passes them to each open instead of PGlite compiling its
 * 10 MB module and reading its bundle anew every time (test/pglite-artefacts.ts; docs/how-to/testing.md "Speed and determinism (Vitest)").
 */
export type PgliteArtefacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

/**
 * Embedded PostgreSQL (WASM). `dir` undefined = in memory (tests). `from` starts an in-memory database
 * from a dump (PGlite's dumpDataDir): the API tests open a migrated copy in ~0.5 s instead of
 * running initdb (~3 s) for every test file.
 */
export async function openPglite(
  dir?: string,
  options: { from?: Blob; artefacts?: PgliteArtefacts } = {},
): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = dir
    ? await PGlite.create(dir, { ...options.artefacts })
    : await PGlite.create({ ...(options.from ? { loadDataDir: options.from } : {}), ...options.artefacts });
  // Reads and writes outside transactions go through named prepared statements (db/pglite-prepared.ts);
  // those are the statements watched (a transaction's run on PGlite's own handle).
  const queries = new QueryObservers();
  const prepared = withPreparedStatements(client);
  const watched = watchQuery(prepared.query.bind(prepared) as never, queries);
  const observed = new Proxy(prepared, {
    get: (target, property) => (property === 'query' ? watched : (Reflect.get(target, property, target) as unknown)),
  });
  const db = drizzlePglite({ client: observed, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queries,
    poolUse: () => null,
    listenOn: { pglite: client },
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}
