import { eq } from 'drizzle-orm';
import type { Appointment } from '@vendor-portal/contract/appointments';
import type { ChecklistItem } from '@vendor-portal/contract/visit';
import { APPOINTMENTS, VISIT } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { recordAudit } from '../ops/audit.ts';
import type { OpsActor } from '../ops/ops-auth.ts';
import { selectHeads, toAppointment } from '../appointments/service.ts';
import { checklistOf } from './service.ts';

/** GET /api/ops/appointments/{id}/checklist: any booking's (an unknown one: 404). */
export async function checklistForStaff(db: Db, appointmentId: number): Promise<ChecklistItem[]> {
  const [booking] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!booking) throw notFound(APPOINTMENTS.notFound(appointmentId));
  return checklistOf(db, appointmentId);
}

/**
 * PATCH /api/ops/appointments/{id} `{outcome: "completed", reason}`: a no-show counted as completed, so the job earns
 * its pay; audited with the reason. A job that is not a no-show is 409 and changes nothing.
 */
export async function reverseNoShow(
  db: Db,
  actor: OpsActor,
  appointmentId: number,
  reason: string,
): Promise<Appointment> {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ outcome: appointments.outcome, vendorId: appointments.vendorId, completedAt: appointments.completedAt })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
    if (job.outcome !== 'no-show' || !job.completedAt) throw conflict(VISIT.notANoShow);
    await tx.update(appointments).set({ outcome: 'completed' }).where(eq(appointments.id, appointmentId));
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'appointment.outcome',
      target: `appointment:${appointmentId}`,
      before: { outcome: 'no-show' },
      after: { outcome: 'completed', reason },
    });
    if (job.vendorId !== null)
      await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: job.vendorId });
  });
  const [head] = await selectHeads(db).where(eq(appointments.id, appointmentId));
  return toAppointment(head!);
}
