import fc from 'fast-check';
import type { JsonSchema, OpenApiOperation, RouteInfo } from './support.ts';

// fast-check generators for hostile requests ("Hostile input"): values that fit a route's
// schema (from the OpenAPI document, itself generated from the contract's zod schemas), then
// mutated: wrong types, missing fields, huge strings, unicode, injection strings, malformed JSON,
// oversized bodies, junk ids.

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE vendors; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${process.exit(1)}',
  '{{7*7}}',
  '\u0000',
  '%00',
  '__proto__',
  'constructor',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦 ‮',
  'NaN',
  '-0',
  '1e309',
];

const JUNK_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '99999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  '%00',
  '%2e%2e',
  'null',
  ' 1',
  '0x10',
  'x'.repeat(180),
];

export const injection = fc.constantFrom(...INJECTIONS);
/** A lone surrogate cannot be percent-encoded: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const unicode = fc.string({ unit: 'binary', maxLength: 40 });
const huge = fc.integer({ min: 10_000, max: 100_000 }).map((n) => 'A'.repeat(n));
const junkId = fc.oneof(
  fc.constantFrom(...JUNK_IDS),
  fc.integer().map(String),
  injection.map((s) => encodeURIComponent(wellFormed(s))),
);

function patternArb(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
}

/** Values that satisfy `schema` (as far as JSON Schema can say). */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const nullable = (schema as { nullable?: boolean }).nullable === true;
  const base = baseValueFor(schema, depth);
  return nullable ? fc.option(base, { nil: null }) : base;
}

function baseValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) return patternArb(schema.pattern);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
    case 'integer': {
      const exclusive = (schema as { exclusiveMinimum?: boolean | number }).exclusiveMinimum;
      const min =
        typeof exclusive === 'number'
          ? exclusive + 1
          : exclusive === true
            ? (schema.minimum ?? 0) + 1
            : (schema.minimum ?? -1000);
      return fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(schema.maximum ?? 10_000, 2_147_483_647) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueFor(s, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the wrong kind, or a hostile one of the right kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 2 ** 53, -(2 ** 31) - 1, '', [], {}, [[[]]], { $gt: '' }),
  fc.anything({ maxDepth: 2 }),
  injection,
  unicode,
  huge,
);

/** The value with one field (anywhere) replaced by a hostile value, or removed. */
function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== 'object') return hostileValue;
  const keys = Object.keys(value);
  if (keys.length === 0) return fc.oneof(hostileValue, fc.constant({ unexpected: 'field' }));
  return fc.constantFrom(...keys).chain((key) =>
    fc.oneof(
      fc.constant(
        Array.isArray(value) ? value.filter((_, i) => String(i) !== key) : omit(value as Record<string, unknown>, key),
      ),
      mutate((value as Record<string, unknown>)[key]).map((v) =>
        Array.isArray(value) ? value.map((x, i) => (String(i) === key ? v : x)) : { ...value, [key]: v },
      ),
    ),
  );
}

const omit = (o: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Sometimes the valid value, mostly a mutation of it. */
const fittingOrMutated = (schema: JsonSchema | undefined) =>
  valueFor(schema).chain((v) =>
    fc.oneof({ arbitrary: fc.constant(v), weight: 1 }, { arbitrary: mutate(v), weight: 3 }),
  );

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was generated, for the failure message. */
  description: string;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  "{'a':1}",
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '1e999999',
];

/** The body: JSON fitting or mutated, malformed JSON, an oversized body, or another content type. */
function bodyFor(operation: OpenApiOperation): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const schema = operation.requestBody?.content['application/json']?.schema;
  return fc.oneof(
    {
      arbitrary: fittingOrMutated(schema).map((v) => ({
        contentType: 'application/json',
        payload: JSON.stringify(v) ?? 'null',
      })),
      weight: 8,
    },
    {
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })),
      weight: 1,
    },
    // Fastify's bodyLimit is 1 MB (multipart uploads have their own, larger limit).
    {
      arbitrary: fc.constant({ contentType: 'application/json', payload: `{"x":"${'A'.repeat(1_100_000)}"}` }),
      weight: 1,
    },
    { arbitrary: fc.oneof(unicode, injection).map((payload) => ({ contentType: 'text/plain', payload })), weight: 1 },
    {
      arbitrary: fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data').map((contentType) => ({
        contentType,
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** Hostile requests for one route, sent with `headers` (the credentials that route needs). */
export function requestsFor(route: RouteInfo, headers: Record<string, string>): fc.Arbitrary<HostileRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const pathValues = fc.tuple(...pathParams.map((p) => fc.oneof(valueFor(p.schema).map(String), junkId)));
  const query = fittingOrMutated(querySchema);
  const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
  const body = hasBody ? bodyFor(route.operation) : fc.constant({} as { contentType?: string; payload?: string });
  return fc.tuple(pathValues, query, body).map(([values, q, b]) => {
    let url = route.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeURIComponent(wellFormed(values[i]!)));
    });
    const search = new URLSearchParams();
    if (q && typeof q === 'object' && !Array.isArray(q)) {
      for (const [k, v] of Object.entries(q)) search.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    }
    const qs = search.toString();
    const full = qs ? `${url}?${qs}` : url;
    const payloadText =
      typeof b.payload === 'string'
        ? b.payload.length > 300
          ? `${b.payload.slice(0, 300)}… (${b.payload.length} chars)`
          : b.payload
        : '';
    return {
      method: route.method,
      url: full,
      headers: { ...headers, ...(b.contentType ? { 'content-type': b.contentType } : {}) },
      ...(b.payload !== undefined ? { payload: b.payload } : {}),
      description: `${route.method} ${full.length > 300 ? `${full.slice(0, 300)}…` : full} ${payloadText}`,
    };
  });
}
