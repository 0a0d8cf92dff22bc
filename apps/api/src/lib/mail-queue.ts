import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { appointmentOffers, appointments, mailQueue } from '../db/schema.ts';
import { publish } from './event-bus.ts';
import { mapLimit, type Mailer, type MailMessage } from './mail.ts';
import { currentRequest } from './request-context.ts';

// docs/architecture.md "Mail": any mail that must leave exactly when a change commits is queued in
// the change's transaction and sent by the mail worker (plugins/app/mail-worker.ts) through the
// mailer. The idempotency key makes the same mail queued twice one row; FOR UPDATE SKIP LOCKED lets
// any number of processes send without taking the same row. Web Push messages share the table and the
// worker (lib/push-queue.ts; docs/decisions/027-one-queue-of-our-own.md): takeDue is the one way to take rows.

export interface QueuedMail extends MailMessage {
  /** The same key is the same mail: queued once, sent once (e.g. `new-job:<appointment>:<vendor>`). */
  idempotencyKey: string;
}

/**
 * Queues mails in the caller's transaction; a key already queued is left as it is. One statement whatever the
 * count: the rows travel as one JSON parameter and are expanded by the database (a booking queues an alert mail
 * per member of a thousand companies: as a multi-row VALUES that was 20,000 parameters, ~0.1 ms of ORM work
 * each and as long again for PostgreSQL to plan; docs/performance.md "Push alerts").
 */
export async function queueMail(
  tx: Db | Tx,
  mails: Array<QueuedMail & { causedAt?: Date; offerId?: number }>,
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  // The request that queues them, for the job's log line and span (docs/operations.md "Logs").
  const request = currentRequest();
  const rows = JSON.stringify(
    mails.map((m) => ({
      key: m.idempotencyKey,
      to: m.to,
      subject: m.subject,
      text: m.text,
      headers: m.headers ?? {},
      causedAt: m.causedAt?.toISOString() ?? null,
      offerId: m.offerId ?? null,
    })),
  );
  // In the order given (ordinality): the queue sends in id order.
  await tx.execute(sql`insert into ${mailQueue} (idempotency_key, "to", subject, "text", headers, caused_at,
      next_attempt_at, offer_id, request_id, traceparent)
    select m->>'key', m->>'to', m->>'subject', m->>'text', m->'headers', (m->>'causedAt')::timestamptz,
      ${now.toISOString()}::timestamptz, (m->>'offerId')::int, ${request?.requestId ?? null}, ${request?.traceparent ?? null}
    from jsonb_array_elements(${rows}::jsonb) with ordinality as e(m, n)
    order by n
    on conflict (idempotency_key) do nothing`);
  await publish(tx, { type: 'mail.queued' });
}

export interface MailWorkerOptions {
  now: () => Date;
  /** Rows taken at once: every alert of one booking leaves in one batch. */
  batchSize?: number;
  /** Mails handed to the mailer at once. */
  concurrency?: number;
  /** After this many failed attempts a mail is left (with its last error) for ops to look at. */
  maxAttempts?: number;
  /** How long a taken row stays away from other workers while it is being sent. */
  leaseMs?: number;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /**
   * Each mail as the transport took it, with when its batch was taken (ms since the epoch): the alert
   * latency and the job's span (docs/operations.md "Metrics", "Traces").
   */
  onSent?: (mail: SentMail, takenAtMs: number) => void;
  /** Push: at most this many of one company's messages in a round (PUSH_PER_COMPANY_PER_ROUND), the rest next. */
  pushPerCompany?: number;
  /** Push: a round left messages due for the next one (its fair shares were full): the worker runs again. */
  onDeferred?: () => void;
}

/** What a job's observers learn of a mail: its key, when it was queued, and the request that queued it. */
export interface SentMail {
  id: number;
  idempotencyKey: string;
  createdAt: Date;
  requestId: string | null;
  traceparent: string | null;
}

/** The key's kind (`new-job`, `reset`…): the part before the first colon; never an id or address. */
export const mailKind = (idempotencyKey: string) => /^[a-z-]+/i.exec(idempotencyKey)?.[0] ?? 'other';

/**
 * The queue as an operator sees it, one kind at a time: messages still to send and how long the oldest has waited. The one
 * place the metrics read the queue (plugins/app/metrics.ts), so another queue can stand in for it.
 */
/** When a row began to wait: its due time if it was queued for later and never tried, else when it was queued. */
const waitingSince = sql`case when ${mailQueue.attempts} = 0 then greatest(${mailQueue.createdAt}, ${mailQueue.nextAttemptAt}) else ${mailQueue.createdAt} end`;

export async function mailQueueStats(
  db: Db,
  kind: 'mail' | 'push' = 'mail',
): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      depth: sql<number>`count(*)`.mapWith(Number),
      age: sql<number>`coalesce(extract(epoch from (now() - min(${waitingSince}))), 0)`.mapWith(Number),
    })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        isNull(mailQueue.droppedAt),
        eq(mailQueue.kind, kind),
        sql`${mailQueue.attempts} < ${MAX_ATTEMPTS}`,
        // A row queued for later (a staff reminder due before a job's start) is not backlog until it is due.
        sql`not (${mailQueue.attempts} = 0 and ${mailQueue.nextAttemptAt} > now())`,
      ),
    );
  return { depth: row?.depth ?? 0, oldestAgeSeconds: Math.max(0, row?.age ?? 0) };
}

const MAX_ATTEMPTS = 8;

/**
 * Ids as one array parameter (`= any($1::bigint[])`): the statement's text, and so its plan, is the same for any
 * number of them (an IN list is a parameter per id: a booking's thousands of rows).
 */
export const idList = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Takes the due rows of one kind, oldest first, in one statement (FOR UPDATE SKIP LOCKED, then a lease pushed
 * into next_attempt_at and the attempt counted): rows another process holds are skipped, and a crash after
 * taking them only delays them by the lease. A dropped row is never taken again.
 */
export async function takeDue(db: Db, kind: 'mail' | 'push' | 'webhook', options: MailWorkerOptions) {
  const now = options.now();
  const batchSize = options.batchSize ?? 2_000;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const lease = new Date(now.getTime() + (options.leaseMs ?? 5 * 60_000));
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        isNull(mailQueue.droppedAt),
        eq(mailQueue.kind, kind),
        lte(mailQueue.nextAttemptAt, now),
        sql`${mailQueue.attempts} < ${maxAttempts}`,
        // In order per key (a webhook endpoint's events about one job, lib/webhooks.ts): not while an earlier row of
        // its key is still to send (waiting for a retry, or taken by a worker).
        sql`(${mailQueue.orderKey} is null or not exists (select 1 from ${mailQueue} e
          where e.order_key = ${mailQueue.orderKey} and e.id < ${mailQueue.id}
            and e.sent_at is null and e.dropped_at is null))`,
      ),
    )
    .orderBy(asc(mailQueue.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(mailQueue)
    .set({ nextAttemptAt: lease, attempts: sql`${mailQueue.attempts} + 1` })
    .where(inArray(mailQueue.id, due))
    .returning();
  return (await dropOfferAlertsNoLongerDue(db, taken, now)).sort((a, b) => a.id - b.id);
}

/**
 * docs/architecture.md "Availability and dispatch": new-job alerts queued at an offer's time wait for its deadline
 * (mail_queue.offer_id). Taken then, they go out only if the job is still open and the offer was not declined
 * (a decline alerts at once, with its own rows); otherwise they are dropped, with why, and not returned.
 */
async function dropOfferAlertsNoLongerDue<T extends { id: number; offerId: number | null }>(
  db: Db,
  taken: T[],
  now: Date,
): Promise<T[]> {
  const offerIds = [...new Set(taken.flatMap((row) => (row.offerId === null ? [] : [row.offerId])))];
  if (offerIds.length === 0) return taken;
  const stale = await db
    .select({ id: appointmentOffers.id })
    .from(appointmentOffers)
    .innerJoin(appointments, eq(appointments.id, appointmentOffers.appointmentId))
    .where(
      and(
        inArray(appointmentOffers.id, offerIds),
        or(
          isNotNull(appointmentOffers.declinedAt),
          isNotNull(appointments.vendorId),
          isNotNull(appointments.cancelledAt),
          isNotNull(appointments.completedAt),
        ),
      ),
    );
  const staleOffers = new Set(stale.map((row) => row.id));
  const dropped = taken.filter((row) => row.offerId !== null && staleOffers.has(row.offerId));
  if (dropped.length === 0) return taken;
  await db
    .update(mailQueue)
    .set({ droppedAt: now, lastError: 'offer declined or job claimed before its deadline' })
    .where(sql`${mailQueue.id} = any(${idList(dropped.map((row) => row.id))}::bigint[])`);
  return taken.filter((row) => !dropped.includes(row));
}

/** Marks rows sent, each at the moment it left (one statement for a group). */
export async function markSent(db: Db, group: ReadonlyArray<{ id: number; at: Date }>): Promise<void> {
  if (group.length === 0) return;
  await db.execute(sql`update ${mailQueue} set sent_at = v.at
    from unnest(${idList(group.map((g) => g.id))}::bigint[], ${`{${group.map((g) => `"${g.at.toISOString()}"`).join(',')}}`}::timestamptz[]) as v(id, at)
    where ${mailQueue.id} = v.id`);
}

/** The delay before attempt n+1 after n failures: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends what is due, once. Taking rows is one statement (FOR UPDATE SKIP LOCKED, then a lease
 * pushed into next_attempt_at and the attempt counted), so a crash after taking them only delays
 * them by the lease; a sent row is marked sent at once. Returns how many were sent.
 */
export async function sendDueMail(db: Db, mailer: Mailer, options: MailWorkerOptions): Promise<number> {
  const taken = await takeDue(db, 'mail', options);
  if (taken.length === 0) return 0;
  const takenAtMs = Date.now();

  // The batch leaves together: the mailer composes every message first, then delivers them all at
  // once (docs/architecture.md "Live events and alerts", fairness). Sent rows are marked in groups
  // as they leave (each with the moment it left), so a crash re-sends at most the last unmarked
  // group, and that with the same Message-ID (made from the idempotency key).
  const concurrency = options.concurrency ?? 50;
  const sent: number[] = [];
  let unmarked: Array<{ id: number; at: Date }> = [];
  const mark = async () => {
    const group = unmarked;
    unmarked = [];
    await markSent(db, group);
  };
  let marking: Promise<void> = Promise.resolve();
  const flush = () => (marking = marking.then(mark));
  const onSent = (index: number) => {
    const row = taken[index]!;
    sent.push(row.id);
    unmarked.push({ id: row.id, at: options.now() });
    if (unmarked.length >= 200) void flush().catch(() => {});
    options.onSent?.(row, takenAtMs);
    // One line per job, under the id of the request that queued it (docs/operations.md "Logs").
    options.log?.info?.(
      { mailId: row.id, kind: mailKind(row.idempotencyKey), reqId: row.requestId ?? undefined, attempts: row.attempts },
      'mail job sent',
    );
  };
  const messages = taken.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    headers: row.headers,
    idempotencyKey: row.idempotencyKey,
  }));
  const results = mailer.sendBatch
    ? await mailer.sendBatch(messages, onSent)
    : (
        await mapLimit(messages, concurrency, async (m, i) => {
          await mailer.send(m);
          onSent(i);
        })
      ).map((r) => (r && typeof r === 'object' && 'error' in r ? r.error : null));
  await flush();
  for (const [i, err] of results.entries()) {
    if (err === null || err === undefined) continue;
    const row = taken[i]!;
    options.log?.warn(
      { err, mailId: row.id, reqId: row.requestId ?? undefined, attempts: row.attempts },
      'mail not sent; will retry',
    );
    await db
      .update(mailQueue)
      .set({
        lastError: String((err as Error).message ?? err).slice(0, 500),
        nextAttemptAt: new Date(options.now().getTime() + retryDelayMs(row.attempts)),
      })
      .where(eq(mailQueue.id, row.id));
  }
  return sent.length;
}
