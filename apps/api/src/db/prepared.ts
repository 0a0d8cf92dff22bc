import type { Db } from './client.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built once per database handle and name (docs/architecture.md "Answering fast"): Drizzle
 * builds its SQL once, and on PostgreSQL it is a named prepared statement, parsed and planned once
 * per connection instead of on every request. Values go in through `sql.placeholder`.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build()));
  return statement;
}
