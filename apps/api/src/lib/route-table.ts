import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AnswerOf, BodyOf, HeadersOf, ParamsOf, QueryOf, RouteDef } from '@vendor-portal/contract/routes/define';
import type { IdempotentOptions } from '../plugins/app/idempotency.ts';
import { unauthenticated } from './errors.ts';
import { hit, publicTokenLimit } from '../identity/rate-limit.ts';

// docs/decisions/016-one-table-of-routes.md: the server registers every endpoint from the contract's
// table (packages/contract/src/routes/), one handler per entry. The entry gives the schemas (validation,
// the answer's serializer, the OpenAPI document) and the route config the shared hooks read: who may call
// it (plugins/app/auth.ts, modules/ops/ops-auth.ts) and its Idempotency-Key (plugins/app/idempotency.ts).

type Raw<T> = Exclude<T, undefined>;

/** The request a handler of `R` gets: params, query and body as the entry's schemas parsed them. */
type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: Raw<ParamsOf<R>>;
  Querystring: Raw<QueryOf<R>>;
  Body: BodyOf<R>;
  Headers: Raw<HeadersOf<R>>;
}>;

/** A handler answers the entry's successful body, or sends through `reply` (another status, bytes, a stream). */
export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<AnswerOf<R> | FastifyReply>;

export interface ServeOptions<R extends RouteDef> {
  /**
   * The idempotent replay (plugins/app/idempotency.ts): asked again on a replay instead of the kept answer,
   * it checks that the caller may still see what was made and writes the withheld fields afresh.
   */
  replay?: (request: RouteRequest<R>, kept: Record<string, unknown>) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table's entry this route was registered from (lib/route-table.ts); absent: registered outside it. */
    route?: RouteDef;
  }
}

/** The Fastify schema of an entry (the OpenAPI document's operation, before the shared answers). */
function schemaOf(entry: RouteDef): NonNullable<RouteOptions['schema']> {
  const { who } = entry;
  const schema: Record<string, unknown> = {
    tags: [...entry.tags],
    summary: entry.summary,
    description: entry.description,
    operationId: entry.operationId,
    hide: entry.hide,
    consumes: entry.consumes ? [...entry.consumes] : undefined,
    params: entry.params,
    querystring: entry.query,
    body: entry.body,
    headers: entry.headers,
    response: entry.responses,
    // The document's default is the vendor's bearer idToken.
    security: who === 'public' ? [] : typeof who === 'object' && 'staff' in who ? [{ opsToken: [] }] : undefined,
  };
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema;
}

/** The route config the shared hooks read, from the entry. */
function configOf(entry: RouteDef, options: ServeOptions<RouteDef>) {
  const { who } = entry;
  const idempotent: boolean | IdempotentOptions | undefined =
    entry.idempotent === undefined
      ? undefined
      : {
          withhold: entry.idempotent === true ? [] : entry.idempotent.withhold,
          ...(options.replay ? { replay: options.replay } : {}),
        };
  return {
    route: entry,
    public: who === 'public',
    ...(typeof who === 'object' && 'member' in who ? { capability: who.member } : {}),
    ...(typeof who === 'object' && 'staff' in who ? { staffCapability: who.staff } : {}),
    ...(idempotent ? { idempotent } : {}),
  };
}

/**
 * Registers `entry` on `scope` with `handler`. The scope's prefix is taken off the entry's full path (a
 * wrong scope fails at start-up). A caller the scope's guard let through without an identity never reaches
 * the handler of an entry that is not public: an entry registered where no guard runs answers 401.
 */
export function serve<R extends RouteDef>(
  scope: FastifyInstance,
  entry: R,
  handler: RouteHandler<R>,
  options: ServeOptions<R> = {},
): void {
  if (!entry.path.startsWith(scope.prefix))
    throw new Error(`${entry.method} ${entry.path} registered under ${scope.prefix || '/'}`);
  scope.route({
    method: entry.method,
    url: entry.path.slice(scope.prefix.length) || '/',
    schema: schemaOf(entry),
    config: configOf(entry, options as ServeOptions<RouteDef>),
    // A link's token on a public route (issue 54 item 6): counted per address before the request is read, so that
    // a malformed guess counts as much as a well-formed one (429 with Retry-After past the limit).
    ...(entry.rateLimit === 'public-token'
      ? {
          onRequest: async (request: FastifyRequest) => {
            await hit(scope.db, publicTokenLimit(request.ip));
          },
        }
      : {}),
    ...(entry.who === 'public'
      ? {}
      : {
          preValidation: async (request: FastifyRequest) => {
            const opsActor = (request as { opsActor?: unknown }).opsActor;
            if (!request.identity && !opsActor) throw unauthenticated();
          },
        }),
    handler: handler as unknown as RouteOptions['handler'],
  });
}
