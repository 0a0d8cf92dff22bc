import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The start of the period `days` back from now (docs/architecture.md "The marketplace at a glance"). */
export const periodStart = (days: number): SQL => sql`(now() - make_interval(days => ${days}::int))`;

/** Rows of `db.execute`, whichever driver answers (node-postgres and PGlite both give `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs `fn` in a transaction with PostgreSQL's JIT compilation off. The views' plans are costed far
 * above jit_above_cost, and compiling them took longer than running them (coverage gaps: ~1.4 s of
 * compilation for ~0.6 s of execution; docs/performance.md "Insights views"). PGlite accepts the
 * setting and has no JIT.
 */
export const withoutJit = <T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return fn(tx);
  });
