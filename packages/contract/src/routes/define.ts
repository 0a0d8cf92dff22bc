import type { z } from 'zod';
import type { Capability } from '../team-roles.ts';
import type { StaffCapability } from '../ops/staff-roles.ts';
import type { RateLimitClass } from '../rate-limits.ts';

// docs/decisions/016-one-table-of-routes.md: every endpoint is one entry of this shape, declared once in
// this folder (one file per area, gathered in index.ts). The server registers each entry with its handler
// (apps/api/src/lib/route-table.ts), which also applies the guard named by `who`; the OpenAPI document,
// the roles × companies matrix and the web's typed client (apps/web/src/lib/api/call.ts) read the same entry.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it:
 * - `'public'`: anyone, no token (the OpenAPI operation says `security: []`);
 * - `'identity'`: any signed-in identity, a vendor's or a staff member's (changing one's own password);
 * - `'signedIn'`: a vendor's identity, a member of any role or one with no company yet (the handler reads
 *   the company; a technician's work is scoped in SQL);
 * - `{ member }`: a member whose role may (team-roles.ts CAPABILITIES), else 403 `role-forbidden`,
 *   checked before the body is read;
 * - `{ staff }`: under /api/ops, the ops token or a staff identity whose role may
 *   (ops/staff-roles.ts STAFF_CAPABILITIES), else 403 `admin-only` (a vendor's token: `staff-only`).
 */
export type Who = 'public' | 'identity' | 'signedIn' | { member: Capability } | { staff: StaffCapability };

/** An answer not described by a zod schema alone (a stream, bytes of a given type). */
export interface RawAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * What an id a route takes addresses: a row some company owns (or, for `photo` and `checklistItem`, a row
 * under one of its jobs). The isolation matrix (apps/api/test/robustness/isolation.test.ts) sends every
 * route naming another company's row of each, as every role; a route naming none acts on the caller's own.
 */
export type Resource =
  | 'apiKey'
  | 'appointment'
  | 'appointmentNote'
  | 'calendarImport'
  | 'checklistItem'
  | 'member'
  | 'photo'
  | 'pushSubscription'
  | 'rating'
  | 'timeOff'
  | 'vendorFile'
  | 'vendorHours'
  | 'vendorProduct'
  | 'webhookDelivery'
  | 'webhookEndpoint'
  | 'zipCode';

/** One part of a multipart example: a field, or a file of the given type (the test supplies its bytes). */
export type ExamplePart = { name: string; value: string } | { name: string; file: string };

/**
 * A request the entry accepts (its schemas parse it): what the gates that call every route send. An id in it
 * that `ids` names is replaced by the row the gate aims at; a null one is sent as it is.
 */
export interface RequestExample {
  query?: Readonly<Record<string, string | number>>;
  body?: unknown;
  parts?: readonly ExamplePart[];
}

export interface RouteDef {
  method: Method;
  /** The full path, Fastify's form: `/api/appointment/:id`. */
  path: string;
  who: Who;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** For generated clients; by default from the method and path (apps/api plugins/external/swagger.ts). */
  operationId?: string;
  params?: z.ZodType;
  /**
   * Every id the route takes, with the resource it addresses: a path parameter by its name (`id`), a query
   * or body field as `query.appointmentId` / `body.memberId`. A vendor route's path parameter not named here
   * fails apps/api/test/robustness/isolation.test.ts.
   */
  ids?: Readonly<Record<string, Resource>>;
  /** Requests the route accepts (by default one with no query and no body); see RequestExample. */
  examples?: readonly RequestExample[];
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Every answer only this route gives, by status (the shared hooks' answers are added by the document). */
  responses: Readonly<Record<number, z.ZodType | RawAnswer>>;
  /** A multipart upload: the handler reads the parts. */
  consumes?: readonly string[];
  /**
   * When no screen of the web calls it (`call(paths.x)`), what does, and the API test that reaches it when that
   * test does not write its path (a link read from an answer). `npm run routes:check` names an entry with
   * neither a screen nor this (apps/api/test/route-pieces.test.ts).
   */
  calledBy?: { by: string; test?: string };
  /** Kept out of the OpenAPI document. */
  hide?: boolean;
  /**
   * Takes an Idempotency-Key (docs/architecture.md "Idempotent creates"). `withhold`: top-level answer
   * fields that grant access, never kept by the idempotency store (a replay answers without them, or the
   * handler's `replay` writes them afresh).
   */
  idempotent?: true | { withhold: readonly string[] };
  /**
   * The rate-limit class it counts against (contract/rate-limits.ts, its numbers): the handler counts it
   * (`limitOf`), since what it counts (address, email) is read from the request; past it, 429
   * `too-many-requests` with Retry-After (the entry lists 429); the document shows it as `x-rate-limit`.
   */
  rateLimit?: RateLimitClass;
}

/** One entry of the table, kept as written (its literal types are what the server and the client infer from). */
export const route = <const R extends RouteDef>(def: R): R => def;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What the server reads, after validation. */
export type ParamsOf<R extends RouteDef> = Out<R['params']>;
export type QueryOf<R extends RouteDef> = Out<R['query']>;
export type BodyOf<R extends RouteDef> = Out<R['body']>;
export type HeadersOf<R extends RouteDef> = Out<R['headers']>;
/** What a client sends, before validation (numbers in the path, optional fields left out…). */
export type ParamsInput<R extends RouteDef> = In<R['params']>;
export type QueryInput<R extends RouteDef> = In<R['query']>;
export type BodyInput<R extends RouteDef> = In<R['body']>;
/** The successful answer's body (204: null). */
export type AnswerOf<R extends RouteDef> = {
  [S in keyof R['responses'] & SuccessStatus]: R['responses'][S] extends z.ZodType
    ? z.output<R['responses'][S]>
    : unknown;
}[keyof R['responses'] & SuccessStatus];
