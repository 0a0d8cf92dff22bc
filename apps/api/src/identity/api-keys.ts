import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { keyAccessOf, scopeAllows, type ApiKeyScope } from '@vendor-portal/contract/api-keys';
import type { Db } from '../db/client.ts';
import { apiKeys, vendorMembers } from '../db/schema.ts';
import { AppError, unauthenticated } from '../lib/errors.ts';
import { onPublishHere, type BusEvent, type EventBus } from '../lib/event-bus.ts';
import { hashToken } from '../lib/opaque-tokens.ts';
import { hit, limitOf } from './rate-limit.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": a request with
// `Authorization: Bearer vpk_…` acts as its company's owner within the key's scope. What a key is (its company,
// scope, the owner it acts as) is kept per process like the identity check (docs/decisions/008-identity-cache.md),
// keyed by the key's digest, and dropped on every process by the `apiKey.revoked` event a delete publishes in its
// transaction (docs/decisions/011): a deleted key is refused at once everywhere. While the bus is not listening
// nothing is kept.

/** What the guard needs of a key. */
export interface KeyFacts {
  id: number;
  name: string;
  vendorId: number;
  scope: ApiKeyScope;
  /** The company's owner: the key acts as it. */
  ownerIdentityId: string;
}

/** The key a request was made with (set by the guard; request logs name it instead of a member). */
export interface RequestApiKey {
  id: number;
  name: string;
}

/** lastUsedAt is written at most once per this long per key. */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiKeyCacheOptions {
  enabled: boolean;
  /** As the identity cache's (identity-cache.ts): off for the app that plays "the other process" in a test. */
  hearLocalPublishes?: boolean;
  now?: () => number;
}

export class ApiKeyCache {
  readonly #entries = new LRUCache<string, KeyFacts>({ max: 10_000, ttl: 60_000 });
  /** When this process last wrote each key's lastUsedAt. */
  readonly #lastWritten = new LRUCache<number, number>({ max: 10_000 });
  #generation = 0;
  readonly #unsubscribe: Array<() => void> = [];
  readonly #now: () => number;
  readonly #load;

  constructor(
    private readonly db: Db,
    private readonly bus: Pick<EventBus, 'subscribe' | 'connected'>,
    private readonly options: ApiKeyCacheOptions,
  ) {
    this.#now = options.now ?? Date.now;
    this.#load = db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        vendorId: apiKeys.vendorId,
        scope: apiKeys.scope,
        ownerIdentityId: vendorMembers.identityId,
      })
      .from(apiKeys)
      .innerJoin(
        vendorMembers,
        and(
          eq(vendorMembers.vendorId, apiKeys.vendorId),
          eq(vendorMembers.role, 'owner'),
          eq(vendorMembers.status, 'active'),
        ),
      )
      .where(eq(apiKeys.tokenHash, sql.placeholder('hash')))
      .limit(1)
      .prepare('auth_api_key');
    if (!options.enabled) return;
    this.#unsubscribe.push(bus.subscribe({ event: (e) => this.#handle(e), connection: () => this.clear() }));
    if (options.hearLocalPublishes ?? true) this.#unsubscribe.push(onPublishHere((e) => this.#handle(e)));
  }

  get #usable() {
    return this.options.enabled && this.bus.connected;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  close(): void {
    for (const off of this.#unsubscribe) off();
    this.clear();
  }

  /** The key's facts, or null for a key that does not exist (never made, or deleted). */
  async find(key: string): Promise<KeyFacts | null> {
    const hash = hashToken(key);
    if (this.#usable) {
      const kept = this.#entries.get(hash);
      if (kept) return kept;
    }
    const generation = this.#generation;
    const [row] = await this.#load.execute({ hash });
    if (!row || !row.ownerIdentityId) return null;
    const facts: KeyFacts = { ...row, ownerIdentityId: row.ownerIdentityId };
    if (this.#usable && generation === this.#generation) this.#entries.set(hash, facts);
    return facts;
  }

  /** Writes the key's lastUsedAt, at most once a minute per key and process (and, in SQL, across processes). */
  async used(id: number): Promise<void> {
    const now = this.#now();
    const last = this.#lastWritten.get(id);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    this.#lastWritten.set(id, now);
    const at = new Date(now);
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(apiKeys.id, id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_EVERY_MS))),
        ),
      );
  }

  #handle(event: BusEvent): void {
    if (event.type !== 'apiKey.revoked') return;
    this.#generation++;
    for (const [hash, facts] of [...this.#entries.entries()])
      if (facts.id === event.apiKeyId) this.#entries.delete(hash);
  }
}

/** 403 `key-scope`: what no key reaches, or what this key's scope does not. */
export const keyScopeRefused = () => new AppError('key-scope');

/**
 * The key's guard (plugins/app/auth.ts `protectRoutes`): an unknown or deleted key is 401; past 600 requests a
 * minute 429; a route the key's scope does not reach 403 `key-scope`. Returns the key and the owner it acts as.
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  key: string,
  cache: ApiKeyCache,
  now: () => Date,
): Promise<KeyFacts> {
  const facts = await cache.find(key);
  if (!facts) throw unauthenticated();
  await hit(request.server.db, limitOf('api-key', 'key', String(facts.id)), now());
  const entry = request.routeOptions.config?.route;
  if (!entry || !scopeAllows(facts.scope, keyAccessOf(entry))) throw keyScopeRefused();
  await cache.used(facts.id);
  return facts;
}
