import { and, eq } from 'drizzle-orm';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, AVAILABILITY, TEAM } from '@vendor-portal/contract/messages';
import { jobDay, timeOfDay } from '@vendor-portal/contract/dates';
import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import type { Db } from '../../db/client.ts';
import { appointments, properties, vendorMembers } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { memberBusyAt } from '../availability/busy.ts';
import { busyDetails } from '../availability/busy-details.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { recordAudit } from '../ops/audit.ts';
import { queueJobChangePush } from '../push/job-pushes.ts';
import { getAppointment } from './service.ts';
import { refuseClosedJob } from './closed-job.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';

// docs/architecture.md "A company with a crew": the owner and the office give a job to a member of the
// same company (another company's member or an unknown id is 404, one not yet joined 409). In one
// transaction: the job's holder, the mails to the new holder and the previous one, the stream events of
// both, the audit row.

interface JobWhen {
  day: string;
  time: string | null;
  town: string;
}

/** The mail to the member given a job, in its language. */
const assignedMail = (member: { name: string; language: Language }, when: JobWhen, link: string) =>
  inLanguage(member.language, () => ({
    subject: TEAM.assignedSubject(when.day),
    text: TEAM.assignedText({ name: member.name, ...when, link }),
  }));

/** The mail to the member whose job was given to another or taken back, in its language. */
const unassignedMail = (member: { name: string; language: Language }, when: JobWhen) =>
  inLanguage(member.language, () => ({
    subject: TEAM.unassignedSubject(when.day),
    text: TEAM.unassignedText({ name: member.name, ...when }),
  }));

export interface AssignActor {
  vendorId: number;
  memberId: number;
  email: string;
}

/** PATCH /api/appointment/assignee/{id}: `memberId` null takes the job back. */
export async function assignAppointment(
  db: Db,
  actor: AssignActor,
  appointmentId: number,
  memberId: number | null,
  publicUrl: string,
  now = new Date(),
  confirm = false,
): Promise<Appointment> {
  const { vendorId } = actor;
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        previous: appointments.assigneeId,
        cancelledAt: appointments.cancelledAt,
        completedAt: appointments.completedAt,
        actualDateTime: appointments.actualDateTime,
        lines: appointments.lines,
        city: properties.city,
        timeZone: properties.timeZone,
      })
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .where(and(eq(appointments.id, appointmentId), eq(appointments.vendorId, vendorId)))
      .for('update', { of: appointments });
    if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
    // A cancelled or completed job is given to nobody (nor taken back): 409 appointment-closed.
    refuseClosedJob(job);
    const member =
      memberId === null
        ? null
        : (
            await tx
              .select({
                id: vendorMembers.id,
                email: vendorMembers.email,
                name: vendorMembers.name,
                status: vendorMembers.status,
                language: vendorMembers.language,
              })
              .from(vendorMembers)
              .where(and(eq(vendorMembers.id, memberId), eq(vendorMembers.vendorId, vendorId)))
          )[0];
    if (member === undefined) throw notFound(TEAM.memberNotFound);
    if (member && member.status !== 'active') throw conflict(TEAM.memberNotJoined);
    if (job.previous === memberId) return;
    // docs/architecture.md "Availability and dispatch": a member with an overlapping job or off then is asked
    // about first (409 member-busy with the clashes); `confirm` gives the job anyway.
    if (member && !confirm) {
      const busy = await memberBusyAt(tx, vendorId, member.id, appointmentId);
      if (busy)
        throw new AppError(
          'member-busy',
          AVAILABILITY.memberBusy(member.name),
          {},
          { ...busy, ...(await busyDetails(tx, vendorId, appointmentId, busy, [member.id])) },
        );
    }

    await tx.update(appointments).set({ assigneeId: memberId }).where(eq(appointments.id, appointmentId));
    await publish(tx, {
      type: 'appointment.assigned',
      appointmentId,
      vendorId,
      memberId,
      previousMemberId: job.previous,
    });
    await queueWebhookEvent(
      tx,
      { vendorId, type: 'job.assigned', data: { appointmentId, memberId, previousMemberId: job.previous } },
      now,
    );
    // The new holder is given the job; the previous one (a re-assignment, or the job taken back) is told it
    // is no longer theirs. Both in the job's zone, each in its own language (issue 46), through the mail queue
    // of this transaction.
    const start = job.actualDateTime;
    const whenIn = (language: Language) =>
      inLanguage(language, () => ({
        day: start ? jobDay(start, job.timeZone) : TEAM.noDay,
        // A date-only job is booked for the day: its stored time is not the vendor's (issue 38 item 3).
        time:
          schedulingKindOfLines(job.lines) === 'date'
            ? null
            : start
              ? timeOfDay(start, job.timeZone, true)
              : TEAM.noTime,
        town: job.city,
      }));
    const previous =
      job.previous === null
        ? undefined
        : (
            await tx
              .select({
                id: vendorMembers.id,
                email: vendorMembers.email,
                name: vendorMembers.name,
                language: vendorMembers.language,
              })
              .from(vendorMembers)
              .where(eq(vendorMembers.id, job.previous))
          )[0];
    await queueMail(
      tx,
      [
        ...(member
          ? [
              {
                idempotencyKey: `assigned:${appointmentId}:${member.id}:${now.toISOString()}`,
                to: member.email,
                ...assignedMail(member, whenIn(member.language), `${publicUrl}/appointments/${appointmentId}`),
              },
            ]
          : []),
        ...(previous
          ? [
              {
                idempotencyKey: `unassigned:${appointmentId}:${previous.id}:${now.toISOString()}`,
                to: previous.email,
                ...unassignedMail(previous, whenIn(previous.language)),
              },
            ]
          : []),
      ],
      now,
    );
    // The same two people's phones (docs/architecture.md "Alerts on the phone"), by their own pushAssignments.
    const key = now.toISOString();
    if (member) await queueJobChangePush(tx, { type: 'assigned', appointmentId, key, memberIds: [member.id] }, now);
    if (previous)
      await queueJobChangePush(tx, { type: 'unassigned', appointmentId, key, memberIds: [previous.id] }, now);
    await recordAudit(tx, {
      actor: actor.email,
      action: 'appointment.assigned',
      target: `appointment:${appointmentId}`,
      before: { assigneeId: job.previous },
      after: { assigneeId: memberId, byMemberId: actor.memberId },
    });
  });
  return getAppointment(db, vendorId, appointmentId);
}
