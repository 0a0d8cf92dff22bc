import { currentRequest } from './request-context.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { STAFF_CAPABILITIES } from '@vendor-portal/contract/ops/staff-roles';
import { LANGUAGES } from '@vendor-portal/contract/i18n';
import { appointments, identities, mailQueue, pushSubscriptions, vendorMembers } from '../db/schema.ts';
import { publish } from './event-bus.ts';
import { mapLimit } from './mail.ts';
import { idList, markSent, retryDelayMs, takeDue, type MailWorkerOptions } from './mail-queue.ts';
import { inEachLanguage } from './member-language.ts';
import { retryAt, type PushSender, type PushTarget, type QueuedPushPayload } from './push.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": a push message is a row of the one queue (kind
// `push`, docs/decisions/027-one-queue-of-our-own.md), queued in the transaction that causes it, one row per
// subscription, and sent by the same worker as the mail: retried on 429 and 5xx (Retry-After honoured) for up
// to an hour after it was queued, dropped with its subscription on 404 or 410.

/**
 * Warms the delivery threads (decision 037) where there are devices to push to. A process that starts with no
 * subscription (a fresh install, most tests) spends nothing on it. Answers whether it warmed.
 */
export async function warmWhereSubscribed(db: Db, sender: Pick<PushSender, 'warm'>): Promise<boolean> {
  if (!sender.warm) return false;
  const devices = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).limit(1);
  if (devices.length === 0) return false;
  await sender.warm();
  return true;
}

/**
 * One company's messages in a delivery round, at most: a booking's alert to a company's owner and office on ten
 * devices each fits; a company with hundreds of devices is sent a share a round (rounds follow one another at once).
 */
export const PUSH_PER_COMPANY_PER_ROUND = 20;

/** How long a push message is worth retrying: after that the job has likely moved on. */
export const PUSH_RETRY_WINDOW_MS = 60 * 60 * 1000;

type PushPayload = Omit<QueuedPushPayload, 'subscriptionId'>;

export interface PushToMembers {
  /** The key of this message per member and device: `<key>:sub:<subscription>` is one row. */
  key: string;
  memberIds: readonly number[];
  /**
   * The message; a function when it has words: each member's devices get it written in the member's language
   * (issue 46), read with the devices, written once per language (lib/member-language.ts).
   */
  payload: PushPayload | (() => PushPayload);
  /** When the change that causes it committed (a booking): alert latency counts from it. */
  causedAt?: Date;
}

/**
 * Queues `payload` for every device of the given members (active members only) in the caller's transaction;
 * a key already queued is left as it is. Returns how many messages were queued. One statement: the devices are
 * found and their rows written by the database (a booking's thousands of devices were read into the process and
 * written back as a multi-row VALUES of ten parameters a row; docs/performance.md "Push alerts").
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
  if (!pushes.some((p) => p.memberIds.length > 0)) return 0;
  // The request that queues them, for the job's log line and span (docs/operations.md "Logs", "Traces").
  const request = currentRequest();
  // A payload with words is written once per language (issue 46); the database gives each device the one of its
  // member's language.
  const given = JSON.stringify(
    pushes.map((p) => {
      const payload = p.payload;
      const written = typeof payload === 'function' ? inEachLanguage(payload) : () => payload;
      return {
        key: p.key,
        memberIds: p.memberIds,
        payloads: Object.fromEntries(LANGUAGES.map((language) => [language, written(language)])),
        causedAt: p.causedAt?.toISOString() ?? null,
      };
    }),
  );
  // Each push's members in the order given, each member's devices oldest first. created_at is on the app's
  // clock: the hour of retries counts from when the message may first leave.
  const result = await tx.execute(sql`with devices as (
      select (p->>'key') || ':sub:' || s.id as key,
        (p->'payloads'->m.language) || jsonb_build_object('subscriptionId', s.id) as push,
        (p->>'causedAt')::timestamptz as caused_at
      from jsonb_array_elements(${given}::jsonb) with ordinality as g(p, n)
      cross join lateral jsonb_array_elements_text(p->'memberIds') with ordinality as w(member_id, k)
      join ${vendorMembers} m on m.id = w.member_id::int and m.status = 'active'
      join ${pushSubscriptions} s on s.member_id = m.id
      order by g.n, w.k, s.id
    ), queued as (
      insert into ${mailQueue} (kind, idempotency_key, push, caused_at, request_id, traceparent, created_at,
        next_attempt_at, offer_id)
      select 'push', key, push, caused_at, ${request?.requestId ?? null}, ${request?.traceparent ?? null},
        ${sendAt.toISOString()}::timestamptz, ${sendAt.toISOString()}::timestamptz, ${offerId ?? null}::int
      from devices
      on conflict (idempotency_key) do nothing
    )
    select count(*)::int as queued from devices`);
  const queued = Number((result as unknown as { rows: Array<{ queued: number }> }).rows[0]?.queued ?? 0);
  if (queued === 0) return 0;
  await publish(tx, { type: 'mail.queued' });
  return queued;
}

/**
 * The batch in the order it leaves: every company's first device, then every company's second, and so on
 * (docs/architecture.md "Alerts on the phone": every eligible company's alerts leave together, no company first
 * by id and none behind another's second phone). Within a round, the queue's order.
 */
export function fairOrder<T>(rows: readonly T[], groupOf: (row: T) => number | string): T[] {
  const seen = new Map<number | string, number>();
  const ranked = rows.map((row, index) => {
    const group = groupOf(row);
    const rank = seen.get(group) ?? 0;
    seen.set(group, rank + 1);
    return { row, rank, index };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.row);
}

/**
 * A staff reminder fell due (queued at booking and on a move for start−24 h and start−2 h, modules/push/
 * staff-reminders.ts): dropped when the job was claimed, cancelled, completed or moved meanwhile (no scheduler
 * keeps them in step: the check is here, at send time); otherwise one row per device of the staff who may read
 * the console, due now. Returns how many device rows were queued.
 */
async function fanOutToStaff(db: Db, rows: Array<typeof mailQueue.$inferSelect>, now: Date): Promise<number> {
  const jobIds = [...new Set(rows.map((row) => row.push!.message.appointmentId))];
  const open = new Map(
    (
      await db
        .select({ id: appointments.id, start: appointments.actualDateTime })
        .from(appointments)
        .where(
          and(
            inArray(appointments.id, jobIds),
            isNull(appointments.vendorId),
            isNull(appointments.cancelledAt),
            isNull(appointments.completedAt),
          ),
        )
    ).map((job) => [job.id, job.start?.getTime() ?? null]),
  );
  const due = rows.filter(
    (row) => open.get(row.push!.message.appointmentId) === new Date(row.push!.staff!.startsAt).getTime(),
  );
  await drop(
    db,
    rows.filter((row) => !due.includes(row)).map((row) => row.id),
    'job claimed, cancelled or moved',
    now,
  );
  const devices =
    due.length === 0
      ? []
      : await db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .innerJoin(identities, eq(identities.id, pushSubscriptions.staffIdentityId))
          .where(inArray(identities.role, [...STAFF_CAPABILITIES.read]));
  const expanded = due.flatMap((row) =>
    devices.map((device) => {
      const { staff: _staff, ...payload } = row.push!;
      return {
        kind: 'push' as const,
        idempotencyKey: `${row.idempotencyKey}:sub:${device.id}`,
        push: { ...payload, subscriptionId: device.id },
        requestId: row.requestId,
        traceparent: row.traceparent,
        createdAt: now,
        nextAttemptAt: now,
      };
    }),
  );
  if (expanded.length > 0)
    await db.insert(mailQueue).values(expanded).onConflictDoNothing({ target: mailQueue.idempotencyKey });
  await markSent(
    db,
    due.map((row) => ({ id: row.id, at: now })),
  );
  return expanded.length;
}

/** Rows that will never be sent: kept, with why, for ops to read. */
async function drop(db: Db, ids: number[], why: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ droppedAt: at, lastError: why })
    .where(sql`${mailQueue.id} = any(${idList(ids)}::bigint[])`);
}

/**
 * Sends the due push messages, once: every message of the batch leaves together (fairness: no company first),
 * each answer decides its row. Returns how many the push services accepted.
 */
export async function sendDuePush(db: Db, sender: PushSender, options: MailWorkerOptions): Promise<number> {
  // Attempts are bounded by the hour, not by a count: Retry-After may ask for many short waits.
  // A whole booking's messages in one batch (2,000 companies' owner and office on two devices each fit).
  const take = () =>
    takeDue(db, 'push', {
      ...options,
      batchSize: options.batchSize ?? 10_000,
      maxAttempts: options.maxAttempts ?? 1_000,
    });
  let taken = await take();
  // Staff reminders that fall due become one row per staff device (or are dropped), taken in the same round.
  const forStaff = taken.filter((row) => row.push?.staff);
  if (forStaff.length > 0) {
    const expanded = await fanOutToStaff(db, forStaff, options.now());
    taken = taken.filter((row) => !row.push?.staff);
    if (expanded > 0) taken = [...taken, ...(await take())];
  }
  if (taken.length === 0) return 0;
  const takenAtMs = Date.now();
  const subscriptionIds = [...new Set(taken.map((row) => row.push!.subscriptionId))];
  // With the company of each device's member (none for the provider's staff): the order of delivery below.
  const subscriptions = new Map(
    (
      await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          vendorId: vendorMembers.vendorId,
        })
        .from(pushSubscriptions)
        .leftJoin(vendorMembers, eq(vendorMembers.id, pushSubscriptions.memberId))
        .where(sql`${pushSubscriptions.id} = any(${idList(subscriptionIds)}::bigint[])`)
    ).map((s) => [s.id, s]),
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
              and(
                sql`${appointments.id} = any(${idList(newJobIds)}::bigint[])`,
                isNull(appointments.vendorId),
                isNull(appointments.cancelledAt),
              ),
            )
        ).map((r) => r.id),
  );
  const stale = new Set(
    taken.filter((row) => row.push!.message.type === 'new-job' && !open.has(row.push!.message.appointmentId)),
  );
  await drop(
    db,
    [...stale].map((row) => row.id),
    'job no longer open',
    options.now(),
  );
  const gone = taken.filter((row) => !stale.has(row) && !subscriptions.has(row.push!.subscriptionId));
  await drop(
    db,
    gone.map((row) => row.id),
    'subscription ended',
    options.now(),
  );
  const companyOf = (row: (typeof taken)[number]) =>
    subscriptions.get(row.push!.subscriptionId)!.vendorId ?? `device-${row.push!.subscriptionId}`;
  const ordered = fairOrder(
    taken.filter((row) => !stale.has(row) && subscriptions.has(row.push!.subscriptionId)),
    companyOf,
  );
  // A fair share per company in each round (issue 54 item 4): one company's hundreds of devices (slow or
  // unreachable ones among them) leave a share at a time, so they never stand between another company and its
  // alert; what is over the share waits for the next round, due at once and not counted as an attempt.
  const share = options.pushPerCompany ?? PUSH_PER_COMPANY_PER_ROUND;
  const counted = new Map<number | string, number>();
  const live: typeof ordered = [];
  const deferred: number[] = [];
  for (const row of ordered) {
    const company = companyOf(row);
    const n = counted.get(company) ?? 0;
    counted.set(company, n + 1);
    if (n < share) live.push(row);
    else deferred.push(row.id);
  }
  if (deferred.length > 0) {
    await db
      .update(mailQueue)
      .set({ nextAttemptAt: options.now(), attempts: sql`${mailQueue.attempts} - 1` })
      .where(sql`${mailQueue.id} = any(${idList(deferred)}::bigint[])`);
    options.onDeferred?.();
  }
  const sent: Array<{ id: number; at: Date }> = [];
  const ended = new Set<number>();
  const refused: number[] = [];
  const answers = sender.deliver
    ? // The delivery threads encrypt and send the batch (lib/push.ts).
      await sender.deliver(
        live.map((row) => ({ target: subscriptions.get(row.push!.subscriptionId)!, payload: row.push! })),
      )
    : await prepareThenSend(sender, live, subscriptions, options.concurrency ?? 200);
  // Each message's sent_at is when its answer came (the console's alert latency is per company), on the app's clock.
  const [clock, wall] = [options.now().getTime(), performance.timeOrigin + performance.now()];
  for (const [i, answer] of answers.entries())
    if (!('error' in answer) && answer.status >= 200 && answer.status < 300)
      sent.push({ id: live[i]!.id, at: new Date(clock - Math.max(0, wall - (answer.at ?? wall))) });
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
    // RFC 8030 §7.3: 404 and 410 mean the subscription is gone for good; so does one whose keys cannot encrypt.
    if (status === 404 || status === 410 || ('error' in answer && 'unusable' in answer && answer.unusable)) {
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
    options.log?.warn(
      { pushId: row.id, reqId: row.requestId ?? undefined, attempts: row.attempts, lastError },
      'push not sent; will retry',
    );
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
    await db.delete(pushSubscriptions).where(sql`${pushSubscriptions.id} = any(${idList([...ended])}::bigint[])`);
    await db
      .update(mailQueue)
      .set({ droppedAt: options.now(), lastError: 'subscription ended' })
      .where(
        and(
          eq(mailQueue.kind, 'push'),
          sql`${mailQueue.sentAt} is null and ${mailQueue.droppedAt} is null`,
          sql`(${mailQueue.push} ->> 'subscriptionId')::bigint = any(${idList([...ended])}::bigint[])`,
        ),
      );
  }
  return sent.length;
}

/**
 * A sender without delivery threads (tests' fakes, PUSH_THREADS 0): every message is encrypted and signed first,
 * then the batch leaves at once, since the cryptography (a key pair per message, RFC 8291) would otherwise stand
 * between the first company's alert and the last one's.
 */
async function prepareThenSend(
  sender: PushSender,
  live: Array<Awaited<ReturnType<typeof takeDue>>[number]>,
  subscriptions: Map<number, PushTarget>,
  concurrency: number,
) {
  const requests = await mapLimit(live, Math.max(1, live.length), (row) => {
    const target = subscriptions.get(row.push!.subscriptionId)!;
    return sender.prepare ? sender.prepare(target, row.push!) : Promise.resolve(() => sender.send(target, row.push!));
  });
  return mapLimit(live, concurrency, async (_row, i) => {
    const request = requests[i]!;
    if ('error' in request) throw request.error;
    return { ...(await request()), at: performance.timeOrigin + performance.now() };
  });
}
