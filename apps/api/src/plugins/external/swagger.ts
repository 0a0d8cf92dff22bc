import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { ERRORS, type ErrorCode } from '@vendor-portal/contract/errors';
import { STAFF_CAPABILITIES, type StaffCapability } from '@vendor-portal/contract/ops/staff-roles';
import { OPEN_BEFORE_AGREEMENT } from '../../modules/eligibility/agreement-gate.ts';
import { describeRateLimit } from '@vendor-portal/contract/rate-limits';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';
import { staffCapabilityOf } from '../../modules/ops/ops-auth.ts';
import { keyAccessOf } from '@vendor-portal/contract/api-keys';
import type { RouteDef } from '@vendor-portal/contract/routes/define';

// The OpenAPI document, generated from the routes' zod schemas (the same schemas that validate),
// and its browsable UI at /api/docs. The JSON is served at /api/openapi.json (server.ts).
//
// The document is the contract outside clients build on, so it passes Redocly's recommended rules
// (apps/api/test/openapi.test.ts, redocly.yaml). What every route has in common is written here
// once rather than in each route (docs/how-to/server-endpoint.md): its operationId, and the error
// answers that the shared hooks give (validation, sign-in, roles, the agreement gate, idempotency,
// body parsing, a failure), each with the shared error body {statusCode, error, message, code}.
// A route lists the answers only it gives (404 for its own rows, 409, 429…) in its `response`.

type TransformInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transform']>>[0];
type RouteSchema = NonNullable<TransformInput['schema']> & { response?: Record<string, unknown> };
/** What the shared hooks read from a route's config (plugins/app/auth.ts, idempotency.ts, ops-auth.ts). */
interface RouteConfig {
  public?: boolean;
  idempotent?: boolean;
  staffCapability?: StaffCapability;
  capability?: string;
  route?: RouteDef;
}

/** Methods whose body Fastify parses (DELETE too): malformed JSON, too large or of another type is refused. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's path in OpenAPI form: `/api/appointment/:id` → `/api/appointment/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and path, for generated clients: `GET /api/appointment/{id}`
 * → `getAppointmentById`, `POST /auth/sessions` → `postAuthSessions`, `PATCH /api/ops/vendors/{id}`
 * → `patchOpsVendorsById`. A route may set its own with `schema.operationId`.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = openApiPath(url).split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param) return `By${capitalise(param[1]!)}`;
    return segment
      .split(/[^A-Za-z0-9]+/)
      .map(capitalise)
      .join('');
  });
  return method.toLowerCase() + words.join('');
}

/** Who may call a route, as its hooks decide (plugins/app/auth.ts, modules/ops/ops-auth.ts). */
type Caller = 'anyone' | 'vendor' | 'staff';

function callerOf(url: string, schema: RouteSchema, config: RouteConfig | undefined): Caller {
  if (url.startsWith('/api/ops/')) return 'staff';
  if (url.startsWith('/api/')) return config?.public ? 'anyone' : 'vendor';
  // /auth: the signed-in routes are registered under protectRoutes; the others say `security: []`.
  return Array.isArray(schema.security) && schema.security.length === 0 ? 'anyone' : 'vendor';
}

const codeList = (codes: ErrorCode[]) => codes.map((code) => `\`${code}\``).join(', ');

/** An error answer: the shared body, with what causes it. */
const errorAnswer = (description: string) => errorBodySchema.meta({ description });

/** The error answers the shared hooks give this route, by status (a route's own answer of a status replaces it). */
function sharedErrorAnswers(
  method: string,
  url: string,
  schema: RouteSchema,
  config: RouteConfig | undefined,
): Record<string, unknown> {
  const caller = callerOf(url, schema, config);
  const hasBody = BODY_METHODS.has(method);
  const answers: Record<string, unknown> = {};
  const badRequest: string[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) badRequest.push('a value is invalid');
  if (hasBody) badRequest.push('the body is not well-formed JSON');
  if (config?.idempotent) badRequest.push('the Idempotency-Key header is malformed');
  if (badRequest.length) answers[400] = errorAnswer(`\`validation-error\`: ${badRequest.join('; ')}.`);
  if (caller !== 'anyone') answers[401] = errorAnswer('`unauthenticated`: no bearer token, or one no longer valid.');
  if (caller === 'vendor') {
    const codes: ErrorCode[] = ['vendor-only'];
    const pastTheAgreement = url.startsWith('/api/') && !OPEN_BEFORE_AGREEMENT.has(url);
    if (pastTheAgreement) codes.push('agreement-required');
    // docs/architecture.md "A company with a crew": what the member's role may not do.
    if (config?.capability) codes.push('role-forbidden');
    // docs/architecture.md "Partners": an API key outside its scope, or on what no key reaches.
    codes.push('key-scope');
    // Past onboarding's routes, a route works on the vendor's own data (requireVendorId).
    if (pastTheAgreement) answers[404] = errorAnswer('`not-found`: the account has no vendor yet.');
    answers[403] = errorAnswer(
      `${codeList(codes)}: a staff token on a vendor route; an API key this route does not accept (\`x-api-key-scope\`)${pastTheAgreement ? '; the agreement in effect is not signed yet' : ''}${config?.capability ? `; the member's role may not (${config.capability})` : ''}.`,
    );
  }
  if (caller === 'staff') {
    const needed = staffCapabilityOf(method, config ?? {});
    const everyStaffRole = (STAFF_CAPABILITIES[needed] as readonly string[]).includes('reviewer');
    answers[403] = errorAnswer(
      !everyStaffRole
        ? '`staff-only`, `admin-only`: a vendor token, or a reviewer on what only an admin may do.'
        : '`staff-only`: a vendor token.',
    );
  }
  if (config?.idempotent) {
    answers[409] = errorAnswer('`idempotency-key-in-flight`: the first request with this Idempotency-Key still runs.');
    answers[422] = errorAnswer('`idempotency-key-reused`: this Idempotency-Key was sent with another request.');
  }
  if (hasBody) {
    answers[413] = errorAnswer('`payload-too-large`: the body is over the limit.');
    answers[415] = errorAnswer('`unsupported-media-type`: the body is of a type this route does not read.');
  }
  answers[500] = errorAnswer('`internal-error`: an unexpected failure; the message never says more.');
  return answers;
}

/** The table's codes of a status, for an error answer a route lists without a description. */
function codesOfStatus(status: number): ErrorCode[] {
  return (Object.keys(ERRORS) as ErrorCode[]).filter((code) => ERRORS[code].status === status);
}

function transform(input: TransformInput) {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const own = (schema as RouteSchema).response ?? {};
  const described: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(own)) {
    const code = Number(status);
    described[status] =
      code >= 400 && answer === errorBodySchema
        ? errorAnswer(`${codeList(codesOfStatus(code))} (the error table's codes of this status).`)
        : answer;
  }
  const config = route.config as RouteConfig | undefined;
  const shared = sharedErrorAnswers(method, url, schema as RouteSchema, config);
  // docs/architecture.md "Partners": the routes an API key reaches accept it beside the idToken, and say its scope.
  const keyScope = config?.route ? keyAccessOf(config.route) : null;
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }];
  const byKey = keyScope === 'read' || keyScope === 'write' ? { security, 'x-api-key-scope': keyScope } : {};
  // A fresh schema object: the route's own, which Fastify compiled, is left as it is.
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      ...(callerOf(url, schema as RouteSchema, config) === 'anyone' ? { security: [] } : byKey),
      response: { ...shared, ...described },
    },
  });
}

/** Each operation whose entry counts against a rate limit says which, with its numbers (contract/rate-limits.ts). */
function addRateLimits(document: { paths?: Record<string, Record<string, Record<string, unknown>>> }): void {
  for (const entry of ROUTE_LIST) {
    if (!entry.rateLimit) continue;
    const operation = document.paths?.[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
    if (operation) operation['x-rate-limit'] = describeRateLimit(entry.rateLimit);
  }
}

/**
 * OpenAPI 3.0 reads `nullable` only beside `type`: on a schema of any type it says nothing. A nullable choice
 * (`anyOf` / `oneOf`, e.g. an id sent as a number or digits, or null: PATCH /api/appointment/assignee/{id}'s
 * `memberId`, issue 54 item 9) says it on each typed branch instead, so that null stays allowed; elsewhere it goes.
 */
function dropUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropUntypedNullable);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.nullable === true && record.type === undefined) {
    for (const branch of [record.anyOf, record.oneOf].flatMap((b) => (Array.isArray(b) ? b : [])))
      if (branch && typeof branch === 'object' && 'type' in branch) (branch as Record<string, unknown>).nullable = true;
    delete record.nullable;
  }
  Object.values(record).forEach(dropUntypedNullable);
}

export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.BRAND_NAME} vendor portal API`,
        version: '1.0.0',
        description: 'The vendor API (docs/product-spec.md §7), identity (/auth) and ops API.',
        license: { name: 'Proprietary' },
      },
      // The document is served by the server it describes: paths are relative to its origin.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          opsToken: { type: 'http', scheme: 'bearer', description: 'OPS_TOKEN' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A company's API key (`vpk_…`, made on the Integrations page): acts as the company's owner. An operation that accepts it lists it in `security` and says the scope it needs in `x-api-key-scope` (`read`: GET; `write`: the changes on jobs); anything else answers 403 `key-scope`. 600 requests a minute per key.",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (document) => {
      const object = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      dropUntypedNullable(object);
      addRateLimits(object as Parameters<typeof addRateLimits>[0]);
      return object;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
