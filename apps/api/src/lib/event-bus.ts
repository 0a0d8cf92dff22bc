import { asc, eq, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db, Tx } from '../db/client.ts';
import { liveEvents, vendors } from '../db/schema.ts';

// docs/architecture.md "Live events and alerts": the portal's event bus is PostgreSQL itself.
// A change publishes inside its own transaction (pg_notify is delivered on commit, dropped on
// rollback) and writes the event to `live_events`, whose id orders events across processes and
// lets a reconnecting client resume from any process. Payloads are a type and ids only: each
// receiver re-reads what its reader may see. docs/how-to/live-events.md shows how to use it.

const LIVE_CHANNEL = 'vp_live';

/** Every event of the bus. A new kind is a new member here; receivers ignore kinds they do not know. */
export type BusEvent =
  /** Ops booked a job; `vendorId` when it was booked straight onto a vendor. */
  | { type: 'appointment.booked'; appointmentId: number; vendorId?: number }
  | { type: 'appointment.claimed'; appointmentId: number; vendorId: number }
  | { type: 'appointment.completed'; appointmentId: number; vendorId: number }
  | { type: 'appointment.updated'; appointmentId: number; vendorId: number }
  /** Ops cancelled or moved a booking; `vendorId` when it was claimed. */
  | { type: 'appointment.cancelled'; appointmentId: number; vendorId?: number }
  | { type: 'appointment.rescheduled'; appointmentId: number; vendorId?: number }
  /** The vendor handed a claimed job back: unclaimed again (docs/architecture.md "The working day"). */
  | { type: 'appointment.released'; appointmentId: number; vendorId: number }
  /** A job was given to a member, or taken back (`memberId` null); the previous holder hears it too. */
  | {
      type: 'appointment.assigned';
      appointmentId: number;
      vendorId: number;
      memberId: number | null;
      previousMemberId: number | null;
    }
  /**
   * An offer of an unclaimed job to `vendorId` was made, declined or ran out (issue 42): which companies may
   * claim the job changes, and the offered company's Unclaimed list shows the offer (or no longer does).
   */
  | { type: 'offer.changed'; appointmentId: number; vendorId: number }
  /** Anything that may change which jobs the vendor may claim: services, zips, review, agreement, email. */
  | { type: 'vendor.eligibility-changed'; vendorId: number }
  /**
   * What an open page of the company shows changed (issue 38 item 11): its crew (`team`), its review status
   * (`review`), its documents' decisions (`documents`) or its time off (`timeOff`, issue 42). Published in the
   * change's transaction.
   */
  | { type: 'vendor.changed'; vendorId: number; what: VendorChange }
  /** An identity's sign-in facts changed (for caches of the authentication check). */
  | { type: 'identity.changed'; identityId: string }
  /** A legal document version was published (the agreement in effect may change for everyone). */
  | { type: 'agreement.published'; documentId: number }
  /** Mail was queued: wakes the mail worker before its next poll. */
  | { type: 'mail.queued' }
  /** An API key was deleted: every process drops it from its cache of keys (identity/api-keys.ts). */
  | { type: 'apiKey.revoked'; apiKeyId: number; vendorId: number }
  /** A webhook delivery was queued (lib/webhooks.ts): wakes the queue's webhook round. */
  | { type: 'webhook.queued' };

/** What of the company an open page re-reads on `vendor.changed`. */
export type VendorChange = 'team' | 'review' | 'documents' | 'timeOff';

/** The company's open pages re-read their `what` (issue 38 item 11); call it in the change's transaction. */
export async function vendorChanged(tx: Db | Tx, vendorId: number, what: VendorChange) {
  await publish(tx, { type: 'vendor.changed', vendorId, what });
}
/** An event as delivered: with the id `live_events` gave it. */
export type Published = BusEvent & { id: number };

/**
 * Publishes `event` in the caller's transaction (or as its own statement when given the database):
 * nothing leaves for a change that is rolled back, nothing is lost for one that commits.
 */
export async function publish(tx: Db | Tx, event: BusEvent): Promise<void> {
  const { type, ...ids } = event;
  await tx.execute(sql`with e as (
      insert into ${liveEvents} (type, payload) values (${type}, ${JSON.stringify(ids)}::jsonb) returning id
    )
    select pg_notify(${LIVE_CHANNEL}, (jsonb_build_object('id', e.id, 'type', ${type}::text, 'at', floor(extract(epoch from clock_timestamp()) * 1000)) || ${JSON.stringify(ids)}::jsonb)::text)
    from e`);
  for (const hook of publishedHere) hook(event);
}

const publishedHere = new Set<(event: BusEvent) => void>();

/**
 * Hears this process's own publishes at once, before their commit (the notification comes a few
 * milliseconds after it): the identity cache drops what a change of this process makes stale, so
 * the client's next request here reads its own write.
 */
export function onPublishHere(hook: (event: BusEvent) => void): () => void {
  publishedHere.add(hook);
  return () => publishedHere.delete(hook);
}

/** Events published after `afterId`, oldest first (a reconnecting listener, a resuming stream). */
export async function eventsAfter(db: Db, afterId: number, limit = 10_000): Promise<Published[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.id, afterId))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows.map((r) => ({ ...(r.payload as object), type: r.type, id: r.id }) as Published);
}

/** The oldest id still kept, or null when the log is empty (a resume older than it cannot be replayed). */
export async function oldestEventId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: sql<number>`min(${liveEvents.id})`.mapWith(Number) }).from(liveEvents);
  return row?.id ?? null;
}

/** Drops events older than `keepMs` (a resume needs the last minutes only). */
export async function pruneEvents(db: Db, now: Date, keepMs: number): Promise<void> {
  await db.execute(sql`delete from ${liveEvents} where ${liveEvents.createdAt} < ${new Date(now.getTime() - keepMs)}`);
}

export interface BusListener {
  /** An event, in commit order. */
  event(event: Published): void;
  /**
   * The listening connection was lost (false) or is back (true). While it is lost events may be
   * missed: caches should drop what they hold and streams re-read their state when it is back.
   */
  connection?(connected: boolean): void;
}

export interface EventBus {
  subscribe(listener: BusListener): () => void;
  readonly connected: boolean;
  /** Resolves once listening (the first time). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Reconnect delays on PostgreSQL: doubles from `minMs` to `maxMs`. */
  backoff?: { minMs: number; maxMs: number };
  /**
   * Seconds from the publishing statement (the database's clock) to this process hearing the event,
   * for each notification (docs/operations.md "Metrics": the bus's lag between processes).
   */
  onLag?: (seconds: number) => void;
}

/** One listening connection per process: node-postgres on PostgreSQL, PGlite's own listen when embedded. */
export function createEventBus(database: Database, options: Options = {}): EventBus {
  const listeners = new Set<BusListener>();
  let connected = false;
  let closed = false;
  const deliver = (event: Published) => {
    for (const l of listeners) {
      try {
        l.event(event);
      } catch (err) {
        options.log?.warn({ err }, 'event listener failed');
      }
    }
  };
  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    for (const l of listeners) l.connection?.(value);
  };
  const parse = (payload: string | undefined): Published | null => {
    try {
      const { at, ...event } = JSON.parse(payload ?? '') as Published & { at?: number };
      if (typeof event.id !== 'number' || typeof event.type !== 'string') return null;
      // `at` is the bus's own: listeners get the event as published.
      if (typeof at === 'number') options.onLag?.(Math.max(0, (Date.now() - at) / 1000));
      return event as Published;
    } catch {
      return null;
    }
  };

  let stop: () => Promise<void> = async () => {};
  let firstReady: Promise<void>;

  if ('pglite' in database.listenOn) {
    const client = database.listenOn.pglite;
    firstReady = client
      .listen(LIVE_CHANNEL, (payload) => {
        const event = parse(payload);
        if (event) deliver(event);
      })
      .then((unlisten) => {
        setConnected(true);
        stop = unlisten;
      });
  } else {
    const url = database.listenOn.url;
    const { minMs, maxMs } = options.backoff ?? { minMs: 100, maxMs: 5_000 };
    let client: pg.Client | null = null;
    let delay = minMs;
    let lastId = 0;
    let timer: NodeJS.Timeout | undefined;
    let resolveFirst!: () => void;
    firstReady = new Promise((r) => (resolveFirst = r));

    const connect = async () => {
      if (closed) return;
      const c = new pg.Client({ connectionString: url });
      client = c;
      const lost = () => {
        if (client !== c) return;
        client = null;
        c.end().catch(() => {});
        setConnected(false);
        if (closed) return;
        options.log?.warn({ retryInMs: delay }, 'event bus: listening connection lost; reconnecting');
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, maxMs);
      };
      c.on('error', lost);
      c.on('end', lost);
      c.on('notification', (msg) => {
        const event = parse(msg.payload);
        if (!event) return;
        lastId = Math.max(lastId, event.id);
        deliver(event);
      });
      try {
        await c.connect();
        await c.query(`listen ${LIVE_CHANNEL}`);
        if (lastId > 0) {
          // What was published while we were away, from the log, before saying we are back.
          const missed = await eventsAfter(database.db, lastId);
          for (const event of missed) {
            lastId = Math.max(lastId, event.id);
            deliver(event);
          }
        }
        delay = minMs;
        setConnected(true);
        resolveFirst();
      } catch {
        lost();
      }
    };
    void connect();
    stop = async () => {
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get connected() {
      return connected;
    },
    ready: () => firstReady,
    async close() {
      closed = true;
      await stop();
      setConnected(false);
      listeners.clear();
    },
  };
}

/**
 * Says that which jobs the vendor may claim may have changed (its services or zip codes, its
 * review status, its documents): its open streams re-read their lists. Call it with the
 * transaction of the change.
 */
export async function vendorEligibilityChanged(tx: Db | Tx, vendorId: number): Promise<void> {
  await publish(tx, { type: 'vendor.eligibility-changed', vendorId });
}

/** The same, for a fact of the identity (agreement signed, email verified): its vendor, when it has one. */
export async function identityEligibilityChanged(tx: Db | Tx, identityId: string): Promise<void> {
  const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.identityId, identityId)).limit(1);
  if (vendor) await vendorEligibilityChanged(tx, vendor.id);
}

/**
 * Says that a fact the authentication check reads changed for `identityId` (docs/architecture.md
 * "The identity check from memory"): token version or password, sessions, role, vendor, signatures,
 * email verification. Call it with the transaction of the change.
 */
export async function identityChanged(tx: Db | Tx, identityId: string): Promise<void> {
  await publish(tx, { type: 'identity.changed', identityId });
}
