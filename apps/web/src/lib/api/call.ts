import {
  fillPath,
  type AnswerOf,
  type BodyInput,
  type ParamsInput,
  type QueryInput,
  type RouteDef,
} from '@vendor-portal/contract/routes/define';
import { API_BASE, apiResponse, type Query, type RequestOptions } from './api-client.ts';

// The one typed door to the API (docs/how-to/client-data.md, decision 016): `call(entry, {params, query, body})`
// with an entry of the route table (packages/contract/src/routes): the path, the method, whether it takes an
// Idempotency-Key and the answer's type come from the entry, the inputs are checked against its schemas'
// types. Errors are api-client's ApiError, as for every call.

/** A key the entry does not read is left out; one whose fields are all optional may be. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** A path or query value travels as text: where the schema reads text, a number or a boolean is sent as one. */
type AsText<T> = [T] extends [undefined]
  ? undefined
  : { [K in keyof T]: T[K] extends string | undefined ? T[K] | number | boolean : T[K] };

/** What a call of `R` sends: its params, query and body as the entry's schemas read them, and transport options. */
export type CallInput<R extends RouteDef> = Field<'params', AsText<ParamsInput<R>>> &
  Field<'query', AsText<QueryInput<R>>> &
  Field<'body', BodyInput<R>> &
  Pick<RequestOptions, 'signal' | 'token' | 'headers' | 'formData'>;

/** Optional when the entry needs nothing. */
type CallArgs<R extends RouteDef> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The entry's path as the client sends it: /api paths against API_BASE (VITE_API_BASE), the others from the origin. */
function target(entry: RouteDef, params: unknown): { path: string; base: string } {
  const path = fillPath(entry.path, params as Record<string, string | number> | undefined);
  return path.startsWith('/api/') ? { path: path.slice('/api'.length), base: API_BASE } : { path, base: '' };
}

/** The answer with its status (a screen whose rule reads it, e.g. 200 against 201). */
export async function callWithStatus<R extends RouteDef>(
  entry: R,
  ...[input]: CallArgs<R>
): Promise<{ status: number; data: AnswerOf<R> }> {
  const { params, query, body, ...transport } = (input ?? {}) as CallInput<RouteDef>;
  const { path, base } = target(entry, params);
  return apiResponse<AnswerOf<R>>(path, {
    ...transport,
    base,
    method: entry.method,
    query: query as Query | undefined,
    body,
    idempotent: entry.idempotent !== undefined,
    // A public entry is called signed out: no token is sent unless the caller gives one.
    ...(entry.who === 'public' && transport.token === undefined ? { token: null } : {}),
  });
}

/** Calls `entry` and answers its successful body, typed by the entry. */
export async function call<R extends RouteDef>(entry: R, ...args: CallArgs<R>): Promise<AnswerOf<R>> {
  return (await callWithStatus(entry, ...args)).data;
}
