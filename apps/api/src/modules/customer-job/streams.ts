import type { CustomerJob } from '@vendor-portal/contract/customer-job';
import type { Db } from '../../db/client.ts';
import type { BusListener, Published } from '../../lib/event-bus.ts';
import { linkEndOf, readCustomerJob, type OpenedJob } from './service.ts';

// docs/architecture.md "The customer's page": GET /api/public/job/events sends the page's answer as a `job` event
// when it opens and again whenever it changes. Every change of a booking publishes an event with its
// appointmentId on the bus (docs/how-to/live-events.md); the streams of that booking read the answer once and
// each sends it if it differs from what it sent last. A stream ends when its link does (30 days after the job's
// end, or at once when the job ended longer ago), and a booking has at most 5 open at once.

/** Streams one booking may hold open at once (the sixth is 429). */
export const STREAMS_PER_BOOKING = 5;

export interface JobStream {
  send(job: CustomerJob): void;
  /** A comment that keeps proxies from closing an idle stream. */
  ping(): void;
  end(): void;
  /** The JSON last sent: an unchanged answer is not sent again. */
  last?: string;
}

interface Booking {
  opened: OpenedJob;
  streams: Set<JobStream>;
  endTimer?: NodeJS.Timeout;
  endsAt: Date | null;
  reading?: Promise<void>;
  again?: boolean;
}

// setTimeout's longest delay (about 24.8 days); a longer wait is set again when it fires.
const MAX_DELAY_MS = 2_147_483_647;

export class JobStreams implements BusListener {
  private readonly bookings = new Map<number, Booking>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Whether the booking may open one more stream. */
  full(appointmentId: number): boolean {
    return (this.bookings.get(appointmentId)?.streams.size ?? 0) >= STREAMS_PER_BOOKING;
  }

  /** Adds a stream (after `full` said no, in the same tick) and sends it the answer at once. */
  async open(opened: OpenedJob, stream: JobStream): Promise<void> {
    let booking = this.bookings.get(opened.appointmentId);
    if (!booking) {
      booking = { opened, streams: new Set(), endsAt: opened.endsAt };
      this.bookings.set(opened.appointmentId, booking);
    }
    booking.streams.add(stream);
    this.schedule(booking, opened.endsAt);
    const job = await readCustomerJob(this.db, opened, this.now());
    this.deliver(stream, job);
  }

  close(appointmentId: number, stream: JobStream): void {
    const booking = this.bookings.get(appointmentId);
    if (!booking) return;
    booking.streams.delete(stream);
    if (booking.streams.size === 0) {
      clearTimeout(booking.endTimer);
      this.bookings.delete(appointmentId);
    }
  }

  /** Streams open now (tests and metrics). */
  count(): number {
    let n = 0;
    for (const b of this.bookings.values()) n += b.streams.size;
    return n;
  }

  event(event: Published): void {
    if (!('appointmentId' in event)) return;
    const booking = this.bookings.get(event.appointmentId);
    if (booking) this.refresh(booking);
  }

  connection(connected: boolean): void {
    // Events may have been missed while the bus was away: every booking reads its answer again.
    if (connected) for (const booking of this.bookings.values()) this.refresh(booking);
  }

  /** Every stream's keep-alive, and the end of those whose link ended by the clock (tests move it). */
  heartbeat(): void {
    for (const booking of [...this.bookings.values()]) {
      if (this.schedule(booking, booking.endsAt)) continue;
      for (const s of booking.streams) s.ping();
    }
  }

  endAll(): void {
    for (const booking of [...this.bookings.values()]) for (const s of [...booking.streams]) s.end();
  }

  private deliver(stream: JobStream, job: CustomerJob) {
    const json = JSON.stringify(job);
    if (json === stream.last) return;
    stream.last = json;
    stream.send(job);
  }

  /** Reads the booking's answer once for all its streams; a change during the read reads it again after. */
  private refresh(booking: Booking): void {
    if (booking.reading) {
      booking.again = true;
      return;
    }
    booking.reading = (async () => {
      do {
        booking.again = false;
        const endsAt = await linkEndOf(this.db, booking.opened.appointmentId);
        if (this.schedule(booking, endsAt)) return;
        const job = await readCustomerJob(this.db, booking.opened, this.now());
        for (const stream of booking.streams) this.deliver(stream, job);
      } while (booking.again);
    })()
      .catch((err: unknown) => this.log.warn({ err }, 'reading a customer job for its streams failed'))
      .finally(() => {
        booking.reading = undefined;
      });
  }

  /** Ends the booking's streams at its link's end (at once when past): true when they were ended. */
  private schedule(booking: Booking, endsAt: Date | null): boolean {
    clearTimeout(booking.endTimer);
    booking.endTimer = undefined;
    booking.endsAt = endsAt;
    if (endsAt === null) return false;
    const wait = endsAt.getTime() - this.now().getTime();
    if (wait <= 0) {
      for (const s of [...booking.streams]) s.end();
      return true;
    }
    booking.endTimer = setTimeout(() => this.schedule(booking, endsAt), Math.min(wait, MAX_DELAY_MS)).unref();
    return false;
  }
}
