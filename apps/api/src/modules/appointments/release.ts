import { and, eq } from 'drizzle-orm';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { releasable } from '@vendor-portal/contract/release';
import type { Db } from '../../db/client.ts';
import { appointments, jobReleases, vendors } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueNewJobAlerts, type AlertContext } from '../live/new-job-alerts.ts';
import { recordAudit } from '../ops/audit.ts';
import { selectHeads, toAppointment } from './service.ts';
import { refuseClosedJob } from './closed-job.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';

/**
 * PATCH /appointment/release/{id}: the vendor hands back a job it claimed. One transaction holds the
 * change, its audit entry, the live event (eligible vendors' streams hear `unclaimed added`) and the
 * new-job alerts, as for a new booking (all or nothing). Another vendor's job is 404; a cancelled or
 * completed one 409 appointment-closed; one starting within 24 hours (by the app's clock, `alerts.now`) 409
 * `release-too-late`.
 */
export async function releaseAppointment(
  db: Db,
  vendorId: number,
  id: number,
  alerts: AlertContext,
  /** The member who released it, for the audit log (the company's address when not given). */
  actorEmail?: string,
): Promise<Appointment> {
  const now = alerts.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        actualDateTime: appointments.actualDateTime,
        completedAt: appointments.completedAt,
        cancelledAt: appointments.cancelledAt,
        claimedAt: appointments.claimedAt,
        vendorEmail: vendors.email,
      })
      .from(appointments)
      .innerJoin(vendors, eq(vendors.id, appointments.vendorId))
      .where(and(eq(appointments.id, id), eq(appointments.vendorId, vendorId)))
      .for('update', { of: appointments });
    if (!row) throw notFound(APPOINTMENTS.notFound(id));
    refuseClosedJob(row);
    if (!row.actualDateTime || !releasable(row.actualDateTime, now)) throw new AppError('release-too-late');
    // Its holder was a member of this company: the next company starts with nobody on it.
    await tx
      .update(appointments)
      .set({ vendorId: null, claimedAt: null, assigneeId: null })
      .where(eq(appointments.id, id));
    // Issue 57: the scorecard's late releases (under 48 hours before the start) read this row.
    await tx.insert(jobReleases).values({ appointmentId: id, vendorId, releasedAt: now, startsAt: row.actualDateTime });
    await recordAudit(tx, {
      actor: actorEmail ?? row.vendorEmail,
      action: 'appointment.release',
      target: `appointment:${id}`,
      before: { vendorId, claimedAt: row.claimedAt },
      after: { vendorId: null, claimedAt: null },
    });
    await publish(tx, { type: 'appointment.released', appointmentId: id, vendorId });
    await queueWebhookEvent(tx, { vendorId, type: 'job.released', data: { appointmentId: id } }, now);
    // A release is a new chance for every other vendor: alerted as for a booking, never the releaser.
    await queueNewJobAlerts(tx, id, alerts, `released:${now.toISOString()}`, vendorId);
    const [head] = await selectHeads(tx).where(eq(appointments.id, id));
    return toAppointment(head!);
  });
}
