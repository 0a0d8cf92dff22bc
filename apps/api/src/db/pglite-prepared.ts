import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

// docs/architecture.md "Answering fast": on PostgreSQL each hot statement is a named prepared statement
// (parsed and planned once per connection). PGlite's own query() parses, describes and plans every
// statement on every call, as five separate trips into the WebAssembly backend, which made PGlite
// answers cost about twice what the statement itself does. This wrapper gives PGlite the same: each
// statement text sent outside a transaction is prepared once under a name (the parameter types read
// once), then every call is Bind + Describe + Execute + Sync in a single trip. Inside a transaction
// (client.transaction) PGlite's own path is used unchanged.

/** The internals of PGlite 0.5 this relies on (pinned in package.json; db tests cover them). */
interface PgliteLocks {
  _checkReady(): Promise<void>;
  /** Waits for any open transaction, as PGlite's own query() does. */
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * `pg` whose query() runs through named prepared statements (at most `max` kept; the least recently
 * used is closed). Everything else is PGlite's own.
 */
export function withPreparedStatements(pg: PGlite, max = 200): PGlite {
  const locks = pg as unknown as PgliteLocks;
  let counter = 0;
  const statements = new LRUCache<string, Prepared>({
    max,
    // Closed once the statement that displaced it is prepared, inside the lock.
    dispose: (statement) => toClose.push(statement.name),
  });
  const toClose: string[] = [];

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const name = `vp_${++counter}`;
    const messages = await pg.execProtocolStream(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    return { name, paramTypes: description?.dataTypeIDs ?? [] };
  }

  async function close(names: string[]): Promise<void> {
    await pg.execProtocolStream(
      concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]),
      { syncToFs: false },
    );
  }

  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await locks._checkReady();
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (!statement) {
          statement = await prepare(text, options);
          statements.set(text, statement);
          if (toClose.length > 0) await close(toClose.splice(0));
        }
        const { paramTypes } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = paramTypes[i]!;
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await pg.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await pg.syncToFs();
        return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      }),
    );
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return run;
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite's methods use private fields: they must run on the instance itself, not the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
