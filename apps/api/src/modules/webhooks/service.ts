import { and, count, desc, eq, sql } from 'drizzle-orm';
import { WEBHOOKS } from '@vendor-portal/contract/messages/webhooks';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERIES_LISTED,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEvent,
} from '@vendor-portal/contract/webhooks';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { checkOutboundUrl } from '../../lib/outbound.ts';
import { dropQueuedFor, newWebhookSecret, queueManualDelivery, queueTestEvent } from '../../lib/webhooks.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": the owner's endpoints. The
// sending is lib/webhooks.ts (the one queue); here, what the routes do.

export interface WebhookContext {
  now: () => Date;
  allowLoopback: boolean;
}

/** The URL as it will be called, or 400 `url-not-allowed` beside the field (lib/outbound.ts decides). */
async function allowedUrl(raw: string, context: WebhookContext): Promise<string> {
  const checked = await checkOutboundUrl(raw, { allowLoopback: context.allowLoopback });
  if (!checked.ok) throw new AppError('url-not-allowed', WEBHOOKS.urlNotAllowed);
  return checked.url.toString();
}

const toWebhook = (row: typeof webhookEndpoints.$inferSelect): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  includeCustomer: row.includeCustomer,
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  failuresInARow: row.failuresInARow,
  disabledReason: row.disabledReason === 'failures' ? 'failures' : null,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/webhooks: at most 10 a company; the secret is answered here only. */
export async function createWebhook(
  db: Db,
  vendorId: number,
  body: { url: string; events: WebhookEvent[] },
  context: WebhookContext,
): Promise<WebhookCreated> {
  const url = await allowedUrl(body.url, context);
  return db.transaction(async (tx) => {
    // Counted under the company's lock of its own endpoints: two adds at once cannot make an eleventh.
    await tx.execute(sql`select pg_advisory_xact_lock(58, ${vendorId})`);
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.vendorId, vendorId));
    if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw badRequest(`url: ${WEBHOOKS.tooMany}`);
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ vendorId, url, events: body.events, secret, createdAt: context.now() })
      .returning();
    return { id: row!.id, url: row!.url, events: row!.events as WebhookEvent[], secret, enabled: true };
  });
}

/** GET /api/webhooks. */
export async function listWebhooks(db: Db, vendorId: number): Promise<{ data: Webhook[] }> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.vendorId, vendorId))
    .orderBy(webhookEndpoints.id);
  return { data: rows.map(toWebhook) };
}

async function ownEndpoint(db: Db, vendorId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.vendorId, vendorId)))
    .limit(1);
  if (!row) throw notFound(WEBHOOKS.endpointNotFound);
  return row;
}

/**
 * PATCH /api/webhooks/{id}. Turning it on clears its failures (the owner says the server is back); turning it off
 * drops what was still queued for it.
 */
export async function patchWebhook(
  db: Db,
  vendorId: number,
  id: number,
  body: { url?: string; events?: WebhookEvent[]; enabled?: boolean; includeCustomer?: boolean },
  context: WebhookContext,
): Promise<Webhook> {
  await ownEndpoint(db, vendorId, id);
  const url = body.url === undefined ? undefined : await allowedUrl(body.url, context);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(body.events !== undefined ? { events: body.events } : {}),
        ...(body.includeCustomer !== undefined ? { includeCustomer: body.includeCustomer } : {}),
        ...(body.enabled === true ? { enabled: true, failuresInARow: 0, disabledReason: null } : {}),
        ...(body.enabled === false ? { enabled: false, disabledReason: null } : {}),
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.vendorId, vendorId)))
      .returning();
    if (!row) throw notFound(WEBHOOKS.endpointNotFound);
    if (body.enabled === false) await dropQueuedFor(tx, id, context.now());
    return toWebhook(row);
  });
}

/** DELETE /api/webhooks/{id}: its deliveries go with it; what was queued is dropped. */
export async function deleteWebhook(db: Db, vendorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await dropQueuedFor(tx, id, now);
    const gone = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.vendorId, vendorId)))
      .returning({ id: webhookEndpoints.id });
    if (gone.length === 0) throw notFound(WEBHOOKS.endpointNotFound);
  });
}

/** GET /api/webhooks/{id}/deliveries: the last 100, newest first. */
export async function listDeliveries(db: Db, vendorId: number, id: number): Promise<{ data: WebhookDelivery[] }> {
  await ownEndpoint(db, vendorId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_LISTED);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      attempts: row.attempts,
      lastStatus: row.lastStatus,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    })),
  };
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/retry: sent again now (the same id and body). */
export async function retryDelivery(
  db: Db,
  vendorId: number,
  id: number,
  deliveryId: number,
  now: Date,
): Promise<{ deliveryId: number }> {
  await ownEndpoint(db, vendorId, id);
  const [delivery] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
    .limit(1);
  if (!delivery) throw notFound(WEBHOOKS.deliveryNotFound);
  await db.transaction((tx) => queueManualDelivery(tx, delivery.id, now));
  return { deliveryId: delivery.id };
}

/** POST /api/webhooks/{id}/test: a `webhook.test` event, sent now. */
export async function sendTestEvent(db: Db, vendorId: number, id: number, now: Date): Promise<{ deliveryId: number }> {
  await ownEndpoint(db, vendorId, id);
  return { deliveryId: await db.transaction((tx) => queueTestEvent(tx, id, now)) };
}
