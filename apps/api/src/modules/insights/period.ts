import { sql, type SQL } from 'drizzle-orm';

/** The start of the period `days` back from now (docs/architecture.md "The marketplace at a glance"). */
export const periodStart = (days: number): SQL => sql`(now() - make_interval(days => ${days}::int))`;

/** Rows of `db.execute`, whichever driver answers (node-postgres and PGlite both give `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The median and 90th percentile of `minutes`, rounded to a tenth (null when there are no rows). */
export const percentiles = (minutes: SQL): { p50: SQL; p90: SQL } => ({
  p50: sql`round((percentile_cont(0.5) within group (order by ${minutes}))::numeric, 1)::float8`,
  p90: sql`round((percentile_cont(0.9) within group (order by ${minutes}))::numeric, 1)::float8`,
});
