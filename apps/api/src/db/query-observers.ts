// docs/operations.md "Metrics", "Traces": every statement sent to the database is seen by whoever
// watches it (the query duration histogram, a query span). An observer is called when a statement
// starts and returns what to call when it ends, so the drivers' callback and promise forms both fit.

export type QueryObserver = (text: string) => (error?: unknown) => void;

export class QueryObservers {
  private readonly observers = new Set<QueryObserver>();

  /** Watches every statement from now on; returns the function that stops it. */
  add(observer: QueryObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** A statement starts: returns what to call when it ends (nothing is done when no one watches). */
  start(text: string): (error?: unknown) => void {
    if (this.observers.size === 0) return noop;
    const ends = [...this.observers].map((o) => o(text));
    return (error) => {
      for (const end of ends) end(error);
    };
  }
}

const noop = () => {};

type QueryFn = (...args: unknown[]) => unknown;

/**
 * `query` of a driver's client, watched: the callback form (pg's pool calls it so), the promise
 * form (PGlite, a checked-out pg client) and submittables (a cursor: passed through unwatched).
 */
export function watchQuery(query: QueryFn, observers: QueryObservers): QueryFn {
  return function watched(this: unknown, ...args: unknown[]) {
    const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    if (first && typeof first === 'object' && typeof first.submit === 'function') return query.apply(this, args);
    const text = typeof first === 'string' ? first : String(first?.text ?? '');
    const end = observers.start(text);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        end(err ?? undefined);
        return (callback as QueryFn)(err, ...rest);
      };
      return query.apply(this, args);
    }
    try {
      const result = query.apply(this, args) as Promise<unknown>;
      return result.then(
        (value) => (end(), value),
        (err: unknown) => {
          end(err);
          throw err;
        },
      );
    } catch (err) {
      end(err);
      throw err;
    }
  };
}
