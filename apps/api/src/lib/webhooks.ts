import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WEBHOOKS } from '@vendor-portal/contract/messages/webhooks';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { WEBHOOK_FAILURES_TO_DISABLE, WEBHOOK_TEST_EVENT, type WebhookEvent } from '@vendor-portal/contract/webhooks';
import type { Db, Tx } from '../db/client.ts';
import { identities, mailQueue, vendorMembers, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { publish } from './event-bus.ts';
import { idList, markSent, queueMail, takeDue, type MailWorkerOptions } from './mail-queue.ts';
import { currentRequest } from './request-context.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": a company's events go to
// its webhook endpoints as Standard Webhooks deliveries. Each is a row of webhook_deliveries (the body, the same
// `webhook-id` on every attempt) and a row of the one queue (mail_queue kind `webhook`,
// docs/decisions/027-one-queue-of-our-own.md), both written in the transaction of the change: the change commits
// without waiting for any receiver, and what commits is sent at least once. A delivery's queue row carries an
// order key (endpoint and job): the queue takes a row only when the earlier ones of its key are sent or dropped,
// so one job's events reach an endpoint in order as far as retries allow.

/** What a change tells: the company (or companies: a job offered to every one that may claim it), its type, its data. */
export interface WebhookEventInput {
  vendorId: number | readonly number[];
  type: WebhookEvent;
  /** `appointmentId` (when the event is about a job) and what changed. Never the customer's contact: added here. */
  data: { appointmentId?: number | null } & Record<string, unknown>;
}

/**
 * Queues `events` for every enabled endpoint of their companies that asked for their type, in the caller's
 * transaction. One statement whatever the count (a booking offers the job to a thousand companies): the events
 * travel as one JSON parameter. The customer's email and phone are added for endpoints that include them.
 * Returns how many deliveries were queued.
 */
export async function queueWebhookEvents(
  tx: Db | Tx,
  events: readonly WebhookEventInput[],
  now: Date,
): Promise<number> {
  const given = events
    .map((e) => ({ vendorIds: [e.vendorId].flat(), type: e.type, data: e.data }))
    .filter((e) => e.vendorIds.length > 0);
  if (given.length === 0) return 0;
  const request = currentRequest();
  const at = now.toISOString();
  const result = await tx.execute(sql`with ev as (
      select (v.vendor_id)::int as vendor_id, e->>'type' as type, e->'data' as data, n, k
      from jsonb_array_elements(${JSON.stringify(given)}::jsonb) with ordinality as g(e, n)
      cross join lateral jsonb_array_elements_text(e->'vendorIds') with ordinality as v(vendor_id, k)
    ), targets as (
      select w.id as endpoint_id, ev.type,
        ev.data || case when w.include_customer and c.id is not null
          then jsonb_build_object('customer', jsonb_build_object('email', c.email, 'phone', c.phone))
          else '{}'::jsonb end as data,
        ev.data->>'appointmentId' as appointment_id, ev.n, ev.k
      from ev
      join ${webhookEndpoints} w on w.vendor_id = ev.vendor_id and w.enabled and w.events ? ev.type
      left join appointments a on w.include_customer and a.id = (ev.data->>'appointmentId')::int
      left join customers c on c.id = a.customer_id
      order by ev.n, ev.k, w.id
    ), deliveries as (
      insert into ${webhookDeliveries} (endpoint_id, message_id, type, body, created_at)
      select endpoint_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), type,
        jsonb_build_object('type', type, 'timestamp', ${at}::text, 'data', data)::text, ${at}::timestamptz
      from targets
      returning id, endpoint_id, type, (body::jsonb)->'data'->>'appointmentId' as appointment_id
    ), queued as (
      insert into ${mailQueue} (kind, idempotency_key, webhook_delivery_id, order_key, created_at, next_attempt_at,
        request_id, traceparent)
      select 'webhook', 'webhook:' || d.id, d.id,
        'wh:' || d.endpoint_id || ':' || coalesce('job:' || d.appointment_id, d.type),
        ${at}::timestamptz, ${at}::timestamptz, ${request?.requestId ?? null}, ${request?.traceparent ?? null}
      from deliveries d
      order by d.id
      returning id
    )
    select count(*)::int as queued from queued`);
  const queued = Number((result as unknown as { rows: Array<{ queued: number }> }).rows[0]?.queued ?? 0);
  if (queued > 0) await publish(tx, { type: 'webhook.queued' });
  return queued;
}

/** The one door for a change's event (issue 58): queued in the change's transaction `tx`. */
export const queueWebhookEvent = (tx: Db | Tx, event: WebhookEventInput, now: Date): Promise<number> =>
  queueWebhookEvents(tx, [event], now);

/**
 * Queues the owner's own send of a delivery (Send again) or a test event: sent whether or not the endpoint is on,
 * outside the order of its job, with a fresh day of retries. The same `webhook-id` and body as the delivery.
 */
export async function queueManualDelivery(tx: Db | Tx, deliveryId: number, now: Date): Promise<void> {
  const request = currentRequest();
  await tx.insert(mailQueue).values({
    kind: 'webhook',
    idempotencyKey: `webhook-manual:${deliveryId}:${randomBytes(8).toString('hex')}`,
    webhookDeliveryId: deliveryId,
    createdAt: now,
    nextAttemptAt: now,
    requestId: request?.requestId ?? null,
    traceparent: request?.traceparent ?? null,
  });
  await publish(tx, { type: 'webhook.queued' });
}

/** A test event for `endpointId`: a delivery of its own (type `webhook.test`), sent now. Returns its id. */
export async function queueTestEvent(tx: Db | Tx, endpointId: number, now: Date): Promise<number> {
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId,
      messageId: newMessageId(),
      type: WEBHOOK_TEST_EVENT,
      body: JSON.stringify({
        type: WEBHOOK_TEST_EVENT,
        timestamp: now.toISOString(),
        data: { appointmentId: null, test: true },
      }),
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  await queueManualDelivery(tx, delivery!.id, now);
  return delivery!.id;
}

const newMessageId = () => `msg_${randomBytes(16).toString('hex')}`;

/** A new endpoint's secret: `whsec_` and base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** How long a delivery is retried, from when it was queued. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** How much of an answer is read (only its status counts). */
const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;
/** How long a taken delivery stays away from other processes: longer than an attempt can last. */
const WEBHOOK_LEASE_MS = 60_000;

/**
 * The wait after the n-th failed attempt: 10 s, 30 s, 2 min, 5 min, 15 min, 30 min, 1 h, 2 h, then every 4 h, for
 * 24 hours after the delivery was queued (the first retry within 30 s).
 */
export function webhookRetryDelayMs(failedAttempts: number): number {
  const steps = [10_000, 30_000, 120_000, 300_000, 900_000, 1_800_000, 3_600_000, 7_200_000];
  return steps[Math.max(0, failedAttempts - 1)] ?? 4 * 3_600_000;
}

/** The request a delivery makes (lib/outbound.ts outboundRequest, or a test's fake). */
export type WebhookSend = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; timeoutMs: number; maxBytes: number },
) => Promise<{ status: number }>;

export interface WebhookWorkerOptions extends Pick<MailWorkerOptions, 'now' | 'log' | 'batchSize'> {
  send: WebhookSend;
  /** Where the owner turns a switched-off endpoint on again (the mail's link). */
  publicUrl: string;
  /** Each delivery that left with a 2xx, with when it was queued (the bench's commit-to-leaving). */
  onDelivered?: (delivery: { id: number; queuedAt: Date }) => void;
}

/** The headers of a Standard Webhooks delivery, signed by the maintained library (decision 079). */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'content-type': 'application/json',
    'user-agent': 'vendor-portal-webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * Sends the due webhook deliveries, once: each leaves at once (no receiver waits for another), each answer decides
 * its row. A 2xx is a success (the endpoint's failures in a row start again); anything else, or no answer within
 * 5 s, is retried with growing delays for 24 hours, and the 50th failure in a row switches the endpoint off and
 * mails its owner. Returns how many were delivered.
 */
export async function sendDueWebhooks(db: Db, options: WebhookWorkerOptions): Promise<number> {
  const taken = await takeDue(db, 'webhook', {
    ...options,
    batchSize: options.batchSize ?? 2_000,
    maxAttempts: 1_000,
    leaseMs: WEBHOOK_LEASE_MS,
  });
  if (taken.length === 0) return 0;
  const deliveryIds = [...new Set(taken.map((row) => row.webhookDeliveryId!))];
  const deliveries = new Map(
    (
      await db
        .select({
          id: webhookDeliveries.id,
          messageId: webhookDeliveries.messageId,
          body: webhookDeliveries.body,
          endpointId: webhookEndpoints.id,
          url: webhookEndpoints.url,
          secret: webhookEndpoints.secret,
          enabled: webhookEndpoints.enabled,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(sql`${webhookDeliveries.id} = any(${idList(deliveryIds)}::bigint[])`)
    ).map((d) => [d.id, d]),
  );
  const manual = (row: (typeof taken)[number]) => row.idempotencyKey.startsWith('webhook-manual:');
  // An endpoint deleted, or switched off (by its owner or after its failures): its queued events are not sent.
  const gone = taken.filter((row) => {
    const d = deliveries.get(row.webhookDeliveryId!);
    return !d || (!d.enabled && !manual(row));
  });
  await drop(
    db,
    gone.map((row) => row.id),
    'endpoint deleted or switched off',
    options.now(),
  );
  const live = taken.filter((row) => !gone.includes(row));
  const results = await Promise.all(
    live.map(async (row) => {
      const d = deliveries.get(row.webhookDeliveryId!)!;
      const at = options.now();
      try {
        const answer = await options.send(d.url, {
          method: 'POST',
          headers: signedHeaders(d.secret, d.messageId, at, d.body),
          body: d.body,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          maxBytes: WEBHOOK_ANSWER_MAX_BYTES,
        });
        return { row, d, status: answer.status, error: null as string | null };
      } catch (err) {
        const code = (err as { code?: string }).code;
        return { row, d, status: null, error: `${code ?? 'error'}: ${String((err as Error).message ?? err)}` };
      }
    }),
  );
  const now = options.now();
  const delivered = results.filter((r) => r.status !== null && r.status >= 200 && r.status < 300);
  await markSent(
    db,
    delivered.map((r) => ({ id: r.row.id, at: now })),
  );
  // The successes in three statements whatever their count (a booking's thousand companies).
  if (delivered.length > 0) {
    const ids = idList(delivered.map((r) => r.d.id));
    await db.execute(sql`update ${webhookDeliveries} set attempts = attempts + 1, last_error = null,
        last_status = v.status, delivered_at = coalesce(delivered_at, ${now.toISOString()}::timestamptz)
      from unnest(${ids}::bigint[], ${idList(delivered.map((r) => r.status!))}::int[]) as v(id, status)
      where ${webhookDeliveries.id} = v.id`);
    await db
      .update(webhookEndpoints)
      .set({ failuresInARow: 0, lastSuccessAt: now })
      .where(sql`${webhookEndpoints.id} = any(${idList([...new Set(delivered.map((r) => r.d.endpointId))])}::int[])`);
    for (const r of delivered) options.onDelivered?.({ id: r.d.id, queuedAt: r.row.createdAt });
  }
  for (const r of results) {
    if (delivered.includes(r)) continue;
    await db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastStatus: r.status,
        lastError: (r.error ?? `status ${r.status}`).slice(0, 500),
      })
      .where(eq(webhookDeliveries.id, r.d.id));
    options.log?.warn(
      { webhookDeliveryId: r.d.id, reqId: r.row.requestId ?? undefined, attempts: r.row.attempts, status: r.status },
      'webhook not delivered; will retry',
    );
    const next = new Date(now.getTime() + webhookRetryDelayMs(r.row.attempts));
    if (next.getTime() > r.row.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS)
      await drop(db, [r.row.id], `gave up after 24 hours: ${r.error ?? `status ${r.status}`}`.slice(0, 500), now);
    else
      await db
        .update(mailQueue)
        .set({ nextAttemptAt: next, lastError: (r.error ?? `status ${r.status}`).slice(0, 500) })
        .where(eq(mailQueue.id, r.row.id));
    await countFailure(db, r.d.endpointId, options, now);
  }
  return delivered.length;
}

/** One more failure in a row for the endpoint; the 50th switches it off and mails its owner (once). */
async function countFailure(db: Db, endpointId: number, options: WebhookWorkerOptions, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [off] = await tx
      .update(webhookEndpoints)
      .set({
        failuresInARow: sql`${webhookEndpoints.failuresInARow} + 1`,
        enabled: sql`${webhookEndpoints.enabled} and ${webhookEndpoints.failuresInARow} + 1 < ${WEBHOOK_FAILURES_TO_DISABLE}`,
        disabledReason: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.failuresInARow} + 1 >= ${WEBHOOK_FAILURES_TO_DISABLE} then 'failures' else ${webhookEndpoints.disabledReason} end`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({
        vendorId: webhookEndpoints.vendorId,
        url: webhookEndpoints.url,
        enabled: webhookEndpoints.enabled,
        reason: webhookEndpoints.disabledReason,
        failures: webhookEndpoints.failuresInARow,
      });
    // Only the failure that crossed the line mails (the update above is atomic; later ones find it off).
    if (!off || off.enabled || off.failures !== WEBHOOK_FAILURES_TO_DISABLE || off.reason !== 'failures') return;
    options.log?.warn({ webhookEndpointId: endpointId }, 'webhook endpoint switched off after 50 failures in a row');
    const [owner] = await tx
      .select({ email: identities.email, language: vendorMembers.language })
      .from(vendorMembers)
      .innerJoin(identities, eq(identities.id, vendorMembers.identityId))
      .where(and(eq(vendorMembers.vendorId, off.vendorId), eq(vendorMembers.role, 'owner')))
      .limit(1);
    if (!owner) return;
    const link = `${options.publicUrl}/integrations/webhooks`;
    await queueMail(
      tx,
      [
        inLanguage(owner.language, () => ({
          idempotencyKey: `webhook-disabled:${endpointId}:${now.getTime()}`,
          to: owner.email,
          subject: WEBHOOKS.disabledSubject,
          text: WEBHOOKS.disabledText({ url: off.url, link }),
        })),
      ],
      now,
    );
  });
}

/** Queue rows that will never be sent: kept, with why. */
async function drop(db: Db, ids: number[], why: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ droppedAt: at, lastError: why })
    .where(sql`${mailQueue.id} = any(${idList(ids)}::bigint[])`);
}

/** Drops what is still queued for an endpoint (deleted, or switched off by its owner). */
export async function dropQueuedFor(tx: Db | Tx, endpointId: number, at: Date): Promise<void> {
  await tx.execute(sql`update ${mailQueue} set dropped_at = ${at.toISOString()}::timestamptz,
      last_error = 'endpoint deleted or switched off'
    where kind = 'webhook' and sent_at is null and dropped_at is null
      and idempotency_key not like 'webhook-manual:%'
      and webhook_delivery_id in (select id from ${webhookDeliveries} where endpoint_id = ${endpointId})`);
}
