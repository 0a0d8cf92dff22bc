import { z } from 'zod';
import { requiredTextSchema } from './fields.ts';
import { INTEGRATIONS } from './messages/integrations.ts';
import type { Method, Who } from './routes/define.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": a company's key to its own
// data. What a key may call is decided here once, from a route's entry (method, path, who): the server's guard
// (apps/api/src/identity/api-keys.ts), the OpenAPI document (which operations accept a key) and the tests that walk
// the route table all ask `keyAccessOf`.

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with it: a bearer token that is a key, not an idToken, is told by its first characters. */
export const API_KEY_PREFIX = 'vpk_';

/** Keys one company may hold at once. */
export const MAX_API_KEYS = 20;

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

/** POST /api/apiKeys (owner). */
export const createApiKeyBody = z.object({
  name: requiredTextSchema(INTEGRATIONS.nameRequired).max(100, { error: INTEGRATIONS.nameTooLong }),
  scope: apiKeyScopeSchema,
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** An item of GET /api/apiKeys: never the key itself. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  createdAt: z.string(),
  /** When it was last used (written at most once a minute per key), null when never. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) });

/** 201 of POST /api/apiKeys: the key, shown this once. */
export const createdApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  key: z.string(),
  createdAt: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/**
 * Paths no key ever reaches, whatever its scope (403 `key-scope`): signing in and the account, the team, the keys
 * and webhooks themselves, a person's own preferences, and the review console.
 */
export const KEY_FORBIDDEN_PREFIXES = [
  '/auth',
  '/api/team',
  '/api/apiKeys',
  '/api/webhooks',
  '/api/preferences',
  '/api/ops',
] as const;

/** The paths a `write` key may change: the company's jobs (the appointment routes and their notes). */
const JOB_PREFIX = '/api/appointment';

/**
 * The least scope that may call a route with a key, or `never`. A route that is public needs no key (null).
 * `read`: every GET of the vendor API; `write`: also the changes on jobs; anything else is the owner's alone.
 */
export function keyAccessOf(entry: { method: Method; path: string; who: Who }): ApiKeyScope | 'never' | null {
  if (entry.who === 'public') return null;
  if (typeof entry.who === 'object' && 'staff' in entry.who) return 'never';
  if (entry.who === 'identity') return 'never';
  if (KEY_FORBIDDEN_PREFIXES.some((p) => entry.path === p || entry.path.startsWith(p))) return 'never';
  if (!entry.path.startsWith('/api/')) return 'never';
  if (entry.method === 'GET') return 'read';
  return entry.path.startsWith(JOB_PREFIX) ? 'write' : 'never';
}

/** Whether a key of `scope` may call a route whose least scope is `needed`. */
export const scopeAllows = (scope: ApiKeyScope, needed: ApiKeyScope | 'never' | null): boolean =>
  needed === null || (needed !== 'never' && (needed === 'read' || scope === 'write'));
