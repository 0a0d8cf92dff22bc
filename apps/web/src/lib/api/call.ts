import type { AnswerOf, BodyInput, ParamsInput, QueryInput, RouteDef } from '@vendor-portal/contract/routes/define';
import type { AnyRoutePath, EntryAt } from '@vendor-portal/contract/routes/route-path';
import { API_BASE, apiResponse, type Query, type RequestOptions } from './api-client.ts';

// The one typed door to the API (docs/how-to/client-data.md, decision 016): `call(paths.x, {params, query, body})`
// with the route path of an entry of the table (`import * as paths from '@vendor-portal/contract/routes/paths'`,
// the table without its schemas): the method, the path, whether it is public and whether it takes an
// Idempotency-Key come from that string; the inputs and the answer are typed by the entry itself (types only, so no
// zod reaches the page). Errors are api-client's ApiError, as for every call.

/** A key the entry does not read is left out; one that may be absent, or whose fields are all optional, may be. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
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

/** The body the entry at route path `P` reads (a form's values, once its own schema checked them). */
export type Body<P extends AnyRoutePath> = BodyInput<EntryAt<P>>;

/** The answer of the entry at route path `P`. */
export type Answer<P extends AnyRoutePath> = AnswerOf<EntryAt<P>>;

/** The answer with its status (a screen whose rule reads it, e.g. 200 against 201). */
export async function callWithStatus<P extends AnyRoutePath>(
  route: P,
  ...[input]: CallArgs<EntryAt<P>>
): Promise<{ status: number; data: Answer<P> }> {
  const { params, query, body, ...transport } = (input ?? {}) as CallInput<RouteDef>;
  const [method, template] = route.split(' ') as [RouteDef['method'], string];
  // Each :name filled in, encoded (the entry's params type says which). Kept small: the session's calls are in the
  // first load, whose budget is full.
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  // /api paths go against API_BASE (VITE_API_BASE), the others (/auth) from the origin.
  return apiResponse<Answer<P>>(path.replace(/^\/api(?=\/)/, API_BASE), {
    ...transport,
    base: '',
    method,
    query: query as Query | undefined,
    body,
    idempotent: route.includes(' idempotent'),
    // A public entry is called signed out: no token is sent unless the caller gives one.
    token: transport.token === undefined && route.includes(' public') ? null : transport.token,
  });
}

/** Calls the entry at `route` and answers its successful body, typed by the entry. */
export async function call<P extends AnyRoutePath>(route: P, ...args: CallArgs<EntryAt<P>>): Promise<Answer<P>> {
  return (await callWithStatus(route, ...args)).data;
}
