import { and, count, desc, eq } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  MAX_API_KEYS,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@vendor-portal/contract/api-keys';
import { INTEGRATIONS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { hashToken, newToken } from '../../lib/opaque-tokens.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": the owner's keys. A key is
// `vpk_` and one of the project's opaque tokens (lib/opaque-tokens.ts: 256 random bits, base64url); only its digest
// is stored, and the answer that makes it is the only one that holds it.

interface Owner {
  vendorId: number;
  memberId: number;
}

const view = (row: typeof apiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** GET /api/apiKeys: newest first, never a key. */
export async function listApiKeys(db: Db, vendorId: number): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.vendorId, vendorId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(view);
}

/** POST /api/apiKeys: 409 past MAX_API_KEYS. */
export async function createApiKey(db: Db, owner: Owner, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  return db.transaction(async (tx) => {
    // Counted under a lock of the company's keys, so that two creates at once cannot both pass the limit.
    await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.vendorId, owner.vendorId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.vendorId, owner.vendorId));
    if ((held?.n ?? 0) >= MAX_API_KEYS) throw conflict(INTEGRATIONS.tooManyKeys);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        vendorId: owner.vendorId,
        name: body.name,
        scope: body.scope,
        tokenHash: hashToken(key),
        createdBy: owner.memberId,
      })
      .returning();
    const made = view(row!);
    return { id: made.id, name: made.name, scope: made.scope, key, createdAt: made.createdAt };
  });
}

/** DELETE /api/apiKeys/{id}: 404 for another company's; every process drops the key on the event. */
export async function deleteApiKey(db: Db, vendorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.vendorId, vendorId)))
      .returning({ id: apiKeys.id });
    if (!gone) throw notFound();
    await publish(tx, { type: 'apiKey.revoked', apiKeyId: id, vendorId });
  });
}
