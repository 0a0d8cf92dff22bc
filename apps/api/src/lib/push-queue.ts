import { currentRequest } from './request-context.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { appointments, mailQueue, pushSubscriptions, vendorMembers } from '../db/schema.ts';
import { publish } from './event-bus.ts';
import { mapLimit } from './mail.ts';
import { markSent, retryDelayMs, takeDue, type MailWorkerOptions } from './mail-queue.ts';
import { retryAt, type PushSender, type QueuedPushPayload } from './push.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": a push message is a row of the one queue (kind
// `push`, docs/decisions/027-one-queue-of-our-own.md), queued in the transaction that causes it, one row per
// subscription, and sent by the same worker as the mail: retried on 429 and 5xx (Retry-After honoured) for up
// to an hour after it was queued, dropped with its subscription on 404 or 410.

/** How long a push message is worth retrying: after that the job has likely moved on. */
export const PUSH_RETRY_WINDOW_MS = 60 * 60 * 1000;

export interface PushToMembers {
  /** The key of this message per member and device: `<key>:sub:<subscription>` is one row. */
  key: string;
  memberIds: readonly number[];
  payload: Omit<QueuedPushPayload, 'subscriptionId'>;
  /** When the change that causes it committed (a booking): alert latency counts from it. */
  causedAt?: Date;
}

/**
 * Queues `payload` for every device of the given members (active members only) in the caller's transaction;
 * a key already queued is left as it is. Returns how many messages were queued.
 */
export async function queuePushToMembers(
  tx: Db | Tx,
  pushes: readonly PushToMembers[],
  now: Date,
  /** Not before (quiet hours); now by default. */
  sendAt: Date = now,
  /** The offer whose deadline it waits for (dropped when taken if the offer was declined or the job claimed). */
  offerId?: number,
): Promise<number> {
  const memberIds = [...new Set(pushes.flatMap((p) => p.memberIds))];
  if (memberIds.length === 0) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id, memberId: pushSubscriptions.memberId })
    .from(pushSubscriptions)
    .innerJoin(vendorMembers, eq(vendorMembers.id, pushSubscriptions.memberId))
    .where(and(inArray(pushSubscriptions.memberId, memberIds), eq(vendorMembers.status, 'active')));
  // The request that queues them, for the job's log line and span (docs/operations.md "Logs", "Traces").
  const request = currentRequest();
  const byMember = new Map<number, typeof devices>();
  for (const d of devices) byMember.set(d.memberId, [...(byMember.get(d.memberId) ?? []), d]);
  const rows = pushes.flatMap((p) =>
    p.memberIds.flatMap((memberId) =>
      (byMember.get(memberId) ?? []).map((device) => ({
        kind: 'push' as const,
        idempotencyKey: `${p.key}:sub:${device.id}`,
        push: { ...p.payload, subscriptionId: device.id },
        causedAt: p.causedAt ?? null,
        requestId: request?.requestId ?? null,
        traceparent: request?.traceparent ?? null,
        // On the app's clock: the hour of retries counts from when it may first leave.
        createdAt: sendAt,
        nextAttemptAt: sendAt,
        offerId: offerId ?? null,
      })),
    ),
  );
  if (rows.length === 0) return 0;
  await tx.insert(mailQueue).values(rows).onConflictDoNothing({ target: mailQueue.idempotencyKey });
  await publish(tx, { type: 'mail.queued' });
  return rows.length;
}

/** Rows that will never be sent: kept, with why, for ops to read. */
async function drop(db: Db, ids: number[], why: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(mailQueue).set({ droppedAt: at, lastError: why }).where(inArray(mailQueue.id, ids));
}

/**
 * Sends the due push messages, once: every message of the batch leaves together (fairness: no company first),
 * each answer decides its row. Returns how many the push services accepted.
 */
export async function sendDuePush(db: Db, sender: PushSender, options: MailWorkerOptions): Promise<number> {
  // Attempts are bounded by the hour, not by a count: Retry-After may ask for many short waits.
  const taken = await takeDue(db, 'push', { ...options, maxAttempts: options.maxAttempts ?? 1_000 });
  if (taken.length === 0) return 0;
  const takenAtMs = Date.now();
  const subscriptionIds = [...new Set(taken.map((row) => row.push!.subscriptionId))];
  const subscriptions = new Map(
    (await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, subscriptionIds))).map((s) => [
      s.id,
      s,
    ]),
  );
  // A job claimed (or cancelled) meanwhile: its new-job alert would be stale (docs/architecture.md "Alerts on the
  // phone"); the device's notification with the job's tag is replaced by nothing rather than by an offer.
  const newJobIds = [
    ...new Set(taken.filter((r) => r.push!.message.type === 'new-job').map((r) => r.push!.message.appointmentId)),
  ];
  const open = new Set(
    newJobIds.length === 0
      ? []
      : (
          await db
            .select({ id: appointments.id })
            .from(appointments)
            .where(
              and(inArray(appointments.id, newJobIds), isNull(appointments.vendorId), isNull(appointments.cancelledAt)),
            )
        ).map((r) => r.id),
  );
  const stale = taken.filter(
    (row) => row.push!.message.type === 'new-job' && !open.has(row.push!.message.appointmentId),
  );
  await drop(
    db,
    stale.map((row) => row.id),
    'job no longer open',
    options.now(),
  );
  const gone = taken.filter((row) => !stale.includes(row) && !subscriptions.has(row.push!.subscriptionId));
  await drop(
    db,
    gone.map((row) => row.id),
    'subscription ended',
    options.now(),
  );
  const live = taken.filter((row) => !stale.includes(row) && subscriptions.has(row.push!.subscriptionId));
  const sent: Array<{ id: number; at: Date }> = [];
  const ended = new Set<number>();
  const refused: number[] = [];
  const answers = await mapLimit(live, options.concurrency ?? 100, async (row) => {
    const answer = await sender.send(subscriptions.get(row.push!.subscriptionId)!, row.push!);
    if (answer.status >= 200 && answer.status < 300) sent.push({ id: row.id, at: options.now() });
    return answer;
  });
  await markSent(db, sent);
  // The metrics and the job's span: a push counts from what caused it (the booking's commit).
  const sentIds = new Set(sent.map((s) => s.id));
  for (const row of live)
    if (sentIds.has(row.id))
      options.onSent?.(
        {
          id: row.id,
          idempotencyKey: `push-${row.push!.message.type}`,
          createdAt: row.causedAt ?? row.createdAt,
          requestId: row.requestId,
          traceparent: row.traceparent,
        },
        takenAtMs,
      );
  for (const [i, answer] of answers.entries()) {
    const row = live[i]!;
    const status = 'error' in answer ? null : answer.status;
    if (status !== null && status >= 200 && status < 300) continue;
    // RFC 8030 §7.3: 404 and 410 mean the subscription is gone for good.
    if (status === 404 || status === 410) {
      ended.add(row.push!.subscriptionId);
      continue;
    }
    const now = options.now();
    // No answer (the network), 429 (too many) and 5xx are worth another try; any other 4xx is not.
    if (status !== null && status !== 429 && status < 500) {
      refused.push(row.id);
      continue;
    }
    const next = retryAt('error' in answer ? null : answer.retryAfter, now, retryDelayMs(row.attempts));
    const lastError = 'error' in answer ? String((answer.error as Error).message ?? answer.error) : `status ${status}`;
    options.log?.warn({ pushId: row.id, attempts: row.attempts, lastError }, 'push not sent; will retry');
    if (next.getTime() > row.createdAt.getTime() + PUSH_RETRY_WINDOW_MS) {
      await drop(db, [row.id], `gave up: ${lastError}`.slice(0, 500), now);
      continue;
    }
    await db
      .update(mailQueue)
      .set({ lastError: lastError.slice(0, 500), nextAttemptAt: next })
      .where(eq(mailQueue.id, row.id));
  }
  await drop(db, refused, 'refused by the push service', options.now());
  if (ended.size > 0) {
    // The device unsubscribed or the subscription expired: it ends, and so does what was still queued for it.
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ended]));
    await db
      .update(mailQueue)
      .set({ droppedAt: options.now(), lastError: 'subscription ended' })
      .where(
        and(
          eq(mailQueue.kind, 'push'),
          sql`${mailQueue.sentAt} is null and ${mailQueue.droppedAt} is null`,
          sql`(${mailQueue.push} ->> 'subscriptionId')::bigint in (${sql.join(
            [...ended].map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
  }
  return sent.length;
}
