import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A row as the driver gives it: one value per selected column, in the select list's order. */
export type RawRow = unknown[];

export interface RawStatement {
  execute(values: Record<string, unknown>): Promise<RawRow[]>;
}

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: RawRow[] }>;
}
interface PgliteLike {
  execProtocol: unknown;
  query(text: string, values: unknown[], options: { rowMode: 'array' }): Promise<{ rows: RawRow[] }>;
}

const dialect = new PgDialect();

/**
 * docs/architecture.md "Answering fast": a statement written with Drizzle's `sql` (tables and columns
 * from the schema, values through `sql.placeholder`), sent straight to the driver with its rows as
 * arrays. For the hottest answers with many rows: Drizzle's row mapping costs about a fifth of such an
 * answer's CPU (a field check per value). On PostgreSQL it is a named prepared statement like
 * `.prepare()`'s; the driver's own types apply (timestamptz as Date, jsonb parsed). Drizzle's logger
 * still sees it (bench/explain.mjs captures statements through it).
 */
export function rawStatement(db: Db, name: string, query: SQL): RawStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  const logger = (db as unknown as { _: { session?: { logger?: { logQuery(q: string, p: unknown[]): void } } } })._
    .session?.logger;
  const run =
    'execProtocol' in client
      ? (values: unknown[]) => client.query(text, values, { rowMode: 'array' })
      : (values: unknown[]) => (client as PgPoolLike).query({ name, text, values, rowMode: 'array' });
  return {
    async execute(placeholders) {
      const values = fillPlaceholders(params, placeholders);
      logger?.logQuery(text, values);
      return (await run(values)).rows;
    },
  };
}
