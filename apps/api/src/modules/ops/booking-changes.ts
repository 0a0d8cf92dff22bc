import { eq } from 'drizzle-orm';
import { APPOINTMENTS, REVIEW } from '@vendor-portal/contract/messages';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, properties, vendors } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { queueNewJobAlerts, type AlertContext } from '../live/new-job-alerts.ts';
import { recordAudit } from './audit.ts';
import type { OpsActor } from './ops-auth.ts';

// docs/architecture.md "Ops API": ops cancels or moves a booking. One transaction holds the change, its
// audit entry, its live event and the vendor's mail (all or nothing).

export interface BookingChange {
  id: number;
  actualDateTime: string | null;
  duration: number;
  cancelledAt: string | null;
}

/** The booking, locked for the change; 404 when unknown, 409 when completed or already cancelled. */
async function lockChangeable(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: appointments.id,
      vendorId: appointments.vendorId,
      actualDateTime: appointments.actualDateTime,
      duration: appointments.duration,
      completedAt: appointments.completedAt,
      cancelledAt: appointments.cancelledAt,
      timeZone: properties.timeZone,
      street1: properties.street1,
      city: properties.city,
      vendorEmail: vendors.email,
    })
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .leftJoin(vendors, eq(vendors.id, appointments.vendorId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  if (!row) throw notFound(APPOINTMENTS.notFound(id));
  if (row.completedAt) throw conflict(REVIEW.bookingCompleted);
  if (row.cancelledAt) throw conflict(REVIEW.bookingCancelled);
  return row;
}

/** A start as the vendor reads it: in the property's zone. */
const inZone = (at: Date | null, timeZone: string) =>
  at
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at)
    : APPOINTMENTS.notAvailable;

const answer = (row: { id: number; actualDateTime: Date | null; duration: number; cancelledAt: Date | null }) => ({
  id: row.id,
  actualDateTime: row.actualDateTime?.toISOString() ?? null,
  duration: row.duration,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** POST /api/ops/appointments/{id}/cancel: off every list, the feed marks it cancelled, its vendor is told. */
export async function cancelBooking(db: Db, actor: OpsActor, id: number, now: Date): Promise<BookingChange> {
  return db.transaction(async (tx) => {
    const before = await lockChangeable(tx, id);
    const [after] = await tx.update(appointments).set({ cancelledAt: now }).where(eq(appointments.id, id)).returning();
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'appointment.cancel',
      target: `appointment:${id}`,
      before: { cancelledAt: null },
      after: { cancelledAt: now },
    });
    const vendorId = before.vendorId ?? undefined;
    await publish(tx, { type: 'appointment.cancelled', appointmentId: id, vendorId });
    if (before.vendorEmail) {
      await queueMail(
        tx,
        [
          {
            idempotencyKey: `appointment-cancelled:${id}`,
            to: before.vendorEmail,
            subject: REVIEW.cancelledMailSubject(id),
            text: REVIEW.cancelledMailText(id, inZone(before.actualDateTime, before.timeZone), before.city),
          },
        ],
        now,
      );
    }
    return answer(after!);
  });
}

/**
 * POST /api/ops/appointments/{id}/reschedule: a new start (and length, if given); a start that has passed is
 * 400. Its vendor is told by mail; an unclaimed job's new-job alerts go out again to whoever may claim it now.
 */
export async function rescheduleBooking(
  db: Db,
  actor: OpsActor,
  id: number,
  body: { actualDateTime: string; duration?: number },
  alerts: AlertContext,
): Promise<BookingChange> {
  const now = alerts.now();
  const start = new Date(body.actualDateTime);
  if (start.getTime() <= now.getTime()) throw badRequest(REVIEW.rescheduleInPast);
  return db.transaction(async (tx) => {
    const before = await lockChangeable(tx, id);
    const [after] = await tx
      .update(appointments)
      .set({ actualDateTime: start, duration: body.duration ?? before.duration })
      .where(eq(appointments.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'appointment.reschedule',
      target: `appointment:${id}`,
      before: { actualDateTime: before.actualDateTime, duration: before.duration },
      after: { actualDateTime: after!.actualDateTime, duration: after!.duration },
    });
    const vendorId = before.vendorId ?? undefined;
    await publish(tx, { type: 'appointment.rescheduled', appointmentId: id, vendorId });
    if (before.vendorEmail) {
      await queueMail(
        tx,
        [
          {
            idempotencyKey: `appointment-rescheduled:${id}:${start.toISOString()}:${after!.duration}`,
            to: before.vendorEmail,
            subject: REVIEW.rescheduledMailSubject(id),
            text: REVIEW.rescheduledMailText(id, inZone(start, before.timeZone), before.city),
          },
        ],
        now,
      );
    } else {
      await queueNewJobAlerts(tx, id, alerts, `moved:${start.toISOString()}`);
    }
    return answer(after!);
  });
}
