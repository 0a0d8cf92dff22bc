import type { LiveEvent } from '@vendor-portal/contract/live';
import { MAX_STREAMS_PER_IDENTITY } from '@vendor-portal/contract/live';
import type { Db } from '../../db/client.ts';
import { eventsAfter, oldestEventId, type BusListener, type Published } from '../../lib/event-bus.ts';
import { AppError } from '../../lib/errors.ts';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema.ts';
import {
  eligibleJobIds,
  eligibleJobIdsFor,
  jobStanding,
  vendorsEligibleFor,
  type OpeningLists,
} from './eligible-jobs.ts';

// docs/architecture.md "Live events and alerts": the streams open on this process. Every bus event is
// turned into what each stream's vendor may see by re-reading the database (never by trusting the
// payload), one query per event for all streams together, in the order the bus delivers events.

/** One open GET /api/events. */
export interface LiveStream {
  vendorId: number;
  /** A technician's member id: its `appointment` events are only of the jobs assigned to it (null: every job). */
  onlyMember: number | null;
  identityId: string;
  /** The jobs this stream has told its client it may claim. */
  eligible: Set<number>;
  /** Writes one event; `id` is "<bus event id>:<index within that bus event>". */
  send(event: LiveEvent, id: string): void;
  /** Writes a comment (`keep-alive` unless named), so proxies and the client see the stream alive. */
  ping(comment?: string): void;
  /** Ends the stream (shutdown, expired token, revoked token, slow client). */
  end(): void;
  /** When the token it was opened with expires (epoch ms): the stream ends then. */
  expiresAt: number;
  /** Whether the account still accepts the token the stream was opened with (asked on `identity.changed`). */
  stillAccepted(): Promise<boolean>;
}

/** The member a job is assigned to now (null: nobody, or no such job). */
async function jobAssignee(db: Db, jobId: number): Promise<number | null> {
  const [row] = await db
    .select({ assigneeId: appointments.assigneeId })
    .from(appointments)
    .where(eq(appointments.id, jobId));
  return row?.assigneeId ?? null;
}

/** A Last-Event-ID: the bus event the client had, and how many of its events it got. */
export function parseLastEventId(value: string | undefined): { busId: number; index: number } | null {
  const m = /^(\d{1,15}):(\d{1,6})$/.exec(value ?? '');
  return m ? { busId: Number(m[1]), index: Number(m[2]) } : null;
}

type Emit = (stream: LiveStream, event: LiveEvent) => void;

/**
 * A job its own company just released, or whose offer to it ended (issue 42: declined or run out): back on, or
 * still on, that company's list (a later claim by another takes it off),
 * but no `unclaimed added` to it, no "1 new" for the job it gave back (docs/architecture.md "Alerts on the
 * phone": the company that released a job is not alerted about it); its own pages re-read their lists.
 */
const releasedBy = (event: Published, stream: LiveStream) =>
  (event.type === 'appointment.released' || event.type === 'offer.changed') && event.vendorId === stream.vendorId;

export class LiveHub implements BusListener {
  private readonly streams = new Set<LiveStream>();
  private readonly perIdentity = new Map<string, number>();
  /** Bus events and stream openings run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();
  /** Streams waiting to open: every stream that asked while the queue was busy opens in one step. */
  private opening: Array<{
    stream: LiveStream;
    lastEventId: { busId: number; index: number } | null | undefined;
    done: (err?: unknown) => void;
  }> = [];
  /** Streams whose client went away (or that were ended) before they finished opening. */
  private readonly gone = new WeakSet<LiveStream>();
  /** The bus events each stream's list already reflected when it opened (eligible-jobs.ts OpeningLists). */
  private readonly reflected = new WeakMap<LiveStream, Set<number>>();
  /** Shutting down: streams still opening are ended instead of added. */
  private ending = false;
  /** The newest bus event handled (its writes made). */
  private handledUpTo = 0;
  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: object, msg: string): void },
    /** The app's clock: whether an offer still holds a job is judged on it, as the list and the claim do. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  get size(): number {
    return this.streams.size;
  }

  private run(task: () => Promise<void>): Promise<void> {
    const next = this.queue.then(task).catch((err: unknown) => this.log.warn({ err }, 'live event handling failed'));
    this.queue = next;
    return next;
  }

  /** Counts the stream against its identity's limit; throws 429 past it. */
  reserve(identityId: string): () => void {
    const count = this.perIdentity.get(identityId) ?? 0;
    if (count >= MAX_STREAMS_PER_IDENTITY)
      throw new AppError('too-many-requests', `At most ${MAX_STREAMS_PER_IDENTITY} live streams per account.`);
    this.perIdentity.set(identityId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perIdentity.get(identityId) ?? 1) - 1;
      if (left <= 0) this.perIdentity.delete(identityId);
      else this.perIdentity.set(identityId, left);
    };
  }

  /**
   * Adds a stream: reads what its vendor may claim now and, for a client resuming after
   * `lastEventId`, replays what happened since from the log (each event judged by today's state).
   * Streams that ask while the hub is busy wait together and open in one step (one query for all
   * their vendors), still in order with the bus's events, so none misses an event.
   */
  open(stream: LiveStream, lastEventId?: { busId: number; index: number } | null): Promise<void> {
    return new Promise((resolve, reject) => {
      this.opening.push({ stream, lastEventId, done: (err) => (err ? reject(err) : resolve()) });
      if (this.opening.length === 1) void this.run(() => this.openWaiting());
    });
  }

  private async openWaiting(): Promise<void> {
    const batch = this.opening.filter((o) => !this.gone.has(o.stream));
    for (const o of this.opening) if (this.gone.has(o.stream)) o.done();
    this.opening = [];
    let opened: OpeningLists;
    try {
      opened = await eligibleJobIdsFor(
        this.db,
        [...new Set(batch.map((o) => o.stream.vendorId))],
        this.now(),
        this.handledUpTo,
      );
    } catch (err) {
      for (const o of batch) o.done(err);
      return;
    }
    for (const { stream, lastEventId, done } of batch) {
      try {
        stream.eligible = new Set(opened.lists.get(stream.vendorId));
        if (opened.committed.size > 0) this.reflected.set(stream, opened.committed);
        if (lastEventId) await this.replay(stream, lastEventId);
        // A revocation handled while this stream waited to open would not reach it: asked again here.
        if (this.ending || !(await stream.stillAccepted())) stream.end();
        else if (!this.gone.has(stream)) this.streams.add(stream);
        done();
      } catch (err) {
        done(err);
      }
    }
  }

  close(stream: LiveStream): void {
    this.gone.add(stream);
    this.streams.delete(stream);
  }

  /**
   * Pings every stream, and ends those whose token has expired by `now` (the live clock): the route's
   * own timer ends a stream on time; this catches one whose timer a clock jump left behind, and lets a
   * test that moves the clock end it without waiting out a token's lifetime. A named `comment` marks a
   * point in every stream (a test knows its client has read all that came before once it sees it).
   */
  heartbeat(now = Date.now(), comment?: string): void {
    for (const stream of this.streams) {
      if (stream.expiresAt <= now) stream.end();
      else stream.ping(comment);
    }
  }

  /** Ends every stream (shutdown: the clients reconnect elsewhere with Last-Event-ID). */
  endAll(): void {
    this.ending = true;
    for (const { stream } of this.opening) stream.end();
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
  }

  event(event: Published): void {
    void this.run(async () => {
      await this.handle(event);
      this.handledUpTo = Math.max(this.handledUpTo, event.id);
    });
  }

  /**
   * Resolves once every bus event up to `busId` has been handled, its writes on the streams made (the
   * event's handling is in order, so "nothing was sent" is known without waiting a fixed time).
   */
  async handled(busId: number): Promise<boolean> {
    await this.queue;
    return this.handledUpTo >= busId;
  }

  connection(connected: boolean): void {
    // Back after a gap: the bus replayed what it could from the log; re-reading each stream's list
    // also covers what the log's order could not (an event committed out of id order).
    if (connected) void this.run(() => this.resync());
  }

  private async resync(): Promise<void> {
    const { lists } = await eligibleJobIdsFor(
      this.db,
      [...new Set([...this.streams].map((s) => s.vendorId))],
      this.now(),
    );
    for (const stream of this.streams) {
      const now = new Set(lists.get(stream.vendorId));
      let index = 0;
      const id = () => `0:${index++}`;
      for (const jobId of now)
        if (!stream.eligible.has(jobId))
          stream.send({ event: 'unclaimed', data: { action: 'added', id: jobId } }, id());
      for (const jobId of stream.eligible)
        if (!now.has(jobId)) stream.send({ event: 'unclaimed', data: { action: 'removed', id: jobId } }, id());
      stream.eligible = now;
    }
  }

  private async handle(event: Published, only?: LiveStream, skip = -1): Promise<void> {
    // A stream that opened after this event was committed read its lists with the event in them: for it the
    // event is as if handled before it opened (judged late, it would be told under an old id, or told twice). A
    // revocation is asked about again whatever.
    const streams = only
      ? [only]
      : event.type === 'identity.changed'
        ? [...this.streams]
        : [...this.streams].filter((s) => !this.reflected.get(s)?.has(event.id));
    if (streams.length === 0) return;
    const counters = new Map<LiveStream, number>();
    const emit: Emit = (stream, e) => {
      const index = counters.get(stream) ?? 0;
      counters.set(stream, index + 1);
      if (index > skip) stream.send(e, `${event.id}:${index}`);
    };
    switch (event.type) {
      case 'appointment.booked':
      case 'appointment.claimed':
      case 'appointment.completed':
      case 'appointment.updated':
      case 'appointment.cancelled':
      case 'appointment.rescheduled':
      case 'appointment.released': {
        const jobId = event.appointmentId;
        await this.judgeJob(event, streams, emit, only);
        const action = (
          {
            'appointment.booked': 'added',
            'appointment.claimed': 'added',
            'appointment.completed': 'completed',
          } as const
        )[event.type as string] as 'added' | 'completed' | undefined;
        // A technician hears only of its own jobs (docs/architecture.md "A company with a crew"): who holds
        // the job is read once, when a technician's stream is among the receivers.
        const assignee = streams.some((s) => s.onlyMember !== null && s.vendorId === event.vendorId)
          ? await jobAssignee(this.db, jobId)
          : null;
        for (const stream of streams) {
          if (event.vendorId === undefined || stream.vendorId !== event.vendorId) continue;
          if (stream.onlyMember !== null && stream.onlyMember !== assignee) continue;
          emit(stream, { event: 'appointment', data: { action: action ?? 'updated', id: jobId } });
        }
        return;
      }
      case 'offer.changed': {
        // Issue 42: an offer made, declined or run out (on the app's clock: offer-deadlines.ts). The other
        // companies' lists gain or lose the job; the offered company's claimers read their list again (the
        // offer's line and its place first come and go), a technician of it hears nothing (it lists no jobs).
        await this.judgeJob(event, streams, emit, only);
        for (const stream of streams)
          if (stream.vendorId === event.vendorId && stream.onlyMember === null)
            emit(stream, { event: 'vendor', data: { action: 'offers' } });
        return;
      }
      case 'appointment.assigned': {
        // The company's streams re-read the job; the new holder's technician stream adds it, the previous
        // holder's re-reads it (404 now: it drops it, as a released job). Who holds it is read, not trusted.
        const jobId = event.appointmentId;
        const company = streams.filter((s) => s.vendorId === event.vendorId);
        if (company.length === 0) return;
        const holder = company.some((s) => s.onlyMember !== null) ? await jobAssignee(this.db, jobId) : null;
        for (const stream of company) {
          if (stream.onlyMember === null)
            emit(stream, { event: 'appointment', data: { action: 'updated', id: jobId } });
          else if (stream.onlyMember === holder)
            emit(stream, { event: 'appointment', data: { action: 'added', id: jobId } });
          else if (stream.onlyMember === event.previousMemberId)
            emit(stream, { event: 'appointment', data: { action: 'updated', id: jobId } });
        }
        return;
      }
      case 'vendor.eligibility-changed': {
        for (const stream of streams) {
          if (stream.vendorId !== event.vendorId) continue;
          const now = await eligibleJobIds(this.db, stream.vendorId, this.now());
          for (const jobId of now)
            if (!stream.eligible.has(jobId)) emit(stream, { event: 'unclaimed', data: { action: 'added', id: jobId } });
          for (const jobId of stream.eligible)
            if (!now.has(jobId)) emit(stream, { event: 'unclaimed', data: { action: 'removed', id: jobId } });
          stream.eligible = now;
        }
        return;
      }
      case 'vendor.changed': {
        // Replayed too: the page re-reads what it shows, which is right whatever it last knew.
        for (const stream of streams)
          if (stream.vendorId === event.vendorId) emit(stream, { event: 'vendor', data: { action: event.what } });
        return;
      }
      case 'identity.changed': {
        // Sign-out, a new password, a reset: the stream ends with its token, on every process (each
        // hears the event; the identity cache has already dropped what it kept of the account).
        if (only) return;
        for (const stream of streams) {
          if (stream.identityId === event.identityId && !(await stream.stillAccepted())) {
            this.streams.delete(stream);
            stream.end();
          }
        }
        return;
      }
      default:
        // Events for other receivers (mail worker).
        return;
    }
  }

  /** Whether each stream's vendor may claim the event's job now: those for which it changed hear `unclaimed`. */
  private async judgeJob(
    event: Extract<Published, { appointmentId: number }>,
    streams: LiveStream[],
    emit: Emit,
    only?: LiveStream,
  ): Promise<void> {
    if (only) return this.judgeReplayed(only, event, emit);
    const jobId = event.appointmentId;
    const vendorIds = [...new Set(streams.map((s) => s.vendorId))];
    const eligibleNow = await vendorsEligibleFor(this.db, jobId, vendorIds, this.now());
    for (const stream of streams) {
      const now = eligibleNow.has(stream.vendorId);
      if (now === stream.eligible.has(jobId)) continue;
      if (now) stream.eligible.add(jobId);
      else stream.eligible.delete(jobId);
      if (now && releasedBy(event, stream)) continue;
      emit(stream, { event: 'unclaimed', data: { action: now ? 'added' : 'removed', id: jobId } });
    }
  }

  /**
   * A replayed job event: what the client last knew is unknown, so say where the job stands now. Only
   * a booking open to all, a claim, a release or an offer can put a job on or take it off an unclaimed
   * list: an update or a completion is of a job already claimed (another vendor's is not this vendor's
   * to hear about, not even its id), and a job booked straight onto a vendor was never on anyone's list.
   */
  private async judgeReplayed(
    stream: LiveStream,
    event: Extract<Published, { appointmentId: number }>,
    emit: Emit,
  ): Promise<void> {
    const changesTheList =
      event.type === 'offer.changed' ||
      event.type === 'appointment.claimed' ||
      event.type === 'appointment.released' ||
      (event.vendorId === undefined &&
        (event.type === 'appointment.booked' ||
          event.type === 'appointment.cancelled' ||
          event.type === 'appointment.rescheduled'));
    if (!changesTheList) return;
    const jobId = event.appointmentId;
    const { eligible, inArea } = await jobStanding(this.db, stream.vendorId, jobId, this.now());
    if (eligible) {
      stream.eligible.add(jobId);
      if (!releasedBy(event, stream)) emit(stream, { event: 'unclaimed', data: { action: 'added', id: jobId } });
    } else if (inArea) {
      stream.eligible.delete(jobId);
      emit(stream, { event: 'unclaimed', data: { action: 'removed', id: jobId } });
    }
  }

  private async replay(stream: LiveStream, from: { busId: number; index: number }): Promise<void> {
    const oldest = await oldestEventId(this.db);
    // Older than the log keeps: nothing to replay (the client re-reads its lists on reconnect).
    if (oldest === null || from.busId < oldest) return;
    for (const event of await eventsAfter(this.db, from.busId - 1)) {
      await this.handle(event, stream, event.id === from.busId ? from.index : -1);
    }
  }
}
