import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// docs/architecture.md "Answering fast": answers are written from a JSON schema compiled once per route
// (fast-json-stringify, Fastify's own path) instead of zod-encoding every answer and JSON.stringify-ing
// the result. The JSON schema is the route's zod response schema converted by zod, so the contract and
// the OpenAPI document stay the one zod schema. Only declared properties are written: an unknown
// field of a row is never sent, as zod's strip did. A schema that changes values on output (a
// transform, a pipe, trim/lowercase) keeps zod's serializer, so no answer differs.

type Json = Record<string, unknown>;

/** Schema kinds whose output is the input itself (nothing to run but the shape). */
const PLAIN = new Set([
  'object',
  'array',
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'nullable',
  'optional',
  'readonly',
  'enum',
  'literal',
  'union',
  'record',
  'any',
  'unknown',
]);

/** True when encoding with zod would return the value unchanged (apart from unknown keys). */
export function isPlain(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Json & { type: string; checks?: Array<{ _zod: { def: Json } }> };
  if (!PLAIN.has(def.type)) return false;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return false;
  const children: unknown[] = [];
  if (def.type === 'object') {
    children.push(...Object.values(def.shape as Json));
    if (def.catchall) children.push(def.catchall);
  }
  if (def.type === 'array') children.push(def.element);
  if (def.type === 'nullable' || def.type === 'optional' || def.type === 'readonly') children.push(def.innerType);
  if (def.type === 'union') children.push(...(def.options as unknown[]));
  if (def.type === 'record') children.push(def.keyType, def.valueType);
  return children.every((c) => isPlain(c as $ZodType, seen));
}

/**
 * zod's JSON schema in the dialect fast-json-stringify writes fastest: `anyOf [X, null]` becomes a
 * nullable X (a type list for scalars, `nullable` otherwise), so no branch is chosen per value.
 */
function toFastSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toFastSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema') continue;
    out[key] = key === 'properties' ? mapValues(value as Json) : toFastSchema(value);
  }
  const anyOf = out.anyOf as Json[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((s) => s.type === 'null')) {
    const other = anyOf.find((s) => s.type !== 'null')!;
    if (typeof other.type === 'string') {
      const { anyOf: _, ...rest } = out;
      const scalar = ['string', 'number', 'integer', 'boolean'].includes(other.type);
      return scalar ? { ...rest, ...other, type: [other.type, 'null'] } : { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

const mapValues = (props: Json) => Object.fromEntries(Object.entries(props).map(([k, v]) => [k, toFastSchema(v)]));

/** The route's zod schema (or a `{ properties: zod }` wrapper), as fastify-type-provider-zod accepts it. */
function zodOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof z.core.$ZodType) return schema;
  const inner = (schema as { properties?: unknown } | undefined)?.properties;
  return inner instanceof z.core.$ZodType ? inner : undefined;
}

/** A writer compiled from the zod schema, or undefined when the schema needs zod at run time. */
export function compileFast(schema: $ZodType): ((data: unknown) => string) | undefined {
  if (!isPlain(schema)) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', reused: 'inline', cycles: 'throw' });
    return fastJson(toFastSchema(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/** Fastify's serializer compiler: fast-json-stringify where the schema allows, zod's otherwise. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = zodOf(route.schema);
  const fast = schema && compileFast(schema);
  return fast ?? (zodSerializerCompiler as unknown as FastifySerializerCompiler<unknown>)(route);
};
