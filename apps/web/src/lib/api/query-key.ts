import type { AnyRoutePath, EntryAt } from '@vendor-portal/contract/routes/route-path';
import type { CallInput } from './call.ts';

// docs/how-to/client-data.md "Query keys": a cached answer's key comes from its entry, never written by hand
// (ESLint's client-data/query-keys refuses an array written as a key). The key is the path after /api/ (or
// /auth/), one element per segment with each :param filled in as text (as the URL sends it), then the query when
// there is one, then what else the answer varies by (the language). So `GET /api/appointment/:id` with id 7 is
// ['appointment', '7'] whether the caller holds 7 or '7', and a shorter key is the prefix that invalidates a group:
// `queryKey(paths.getTimeOff)` ['timeOff'] covers ['timeOff', 'holidays', 'en'].

type KeyInput<P extends AnyRoutePath> = Pick<CallInput<EntryAt<P>>, 'params' | 'query'>;

/** The cache key of the answer of `route` asked with `input` (a prefix of every such key when left out). */
export function queryKey<P extends AnyRoutePath>(route: P, input?: KeyInput<P>, ...vary: unknown[]): unknown[] {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  const key: unknown[] = route
    .split(' ')[1]!
    .replace(/^\/(api|auth)\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? String(params?.[part.slice(1)]) : part));
  if (query) key.push(query);
  return [...key, ...vary];
}
