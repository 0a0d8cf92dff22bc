import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { APPOINTMENTS, VISIT } from '@vendor-portal/contract/messages';
import { noShowFrom, type ChecklistItem } from '@vendor-portal/contract/visit';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointmentChecklistItems,
  appointmentPhotos,
  appointments,
  properties,
  vendorMembers,
} from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { timeOfDay } from '@vendor-portal/contract/dates';
import { isJobDay } from '../on-my-way/job-day.ts';
import { inJobScope, type JobScope } from '../appointments/job-scope.ts';
import type { JobLinkKeys } from '../customer-job/job-link.ts';
import { queueCustomerStatusPush } from '../customer-job/status-mails.ts';
import { refuseClosedJob } from '../appointments/closed-job.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';

// docs/architecture.md "The visit": arrival and departure on the job's day in the property's zone, by the member
// who holds the job (its assignee; for an unassigned job the owner or office, whose scope is the company's);
// the checklist frozen at booking; the no-show. Every change is made on the job's row locked, so two taps at
// once are one change and one 409, and a cancellation committed meanwhile is seen.

/** Who is acting: its company, which jobs it reaches, and itself (the holder check). */
export interface VisitActor extends JobScope {
  memberId: number;
}

/** The job locked for a change by `actor`: 404 outside its scope or held by another member, 409 when closed. */
export async function lockHeldJob(tx: Tx, actor: VisitActor, appointmentId: number) {
  const [job] = await tx
    .select({
      vendorId: appointments.vendorId,
      actualDateTime: appointments.actualDateTime,
      completedAt: appointments.completedAt,
      cancelledAt: appointments.cancelledAt,
      assigneeId: appointments.assigneeId,
      checkedInAt: appointments.checkedInAt,
      checkedOutAt: appointments.checkedOutAt,
      timeZone: properties.timeZone,
      lines: appointments.lines,
    })
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .where(and(eq(appointments.id, appointmentId), inJobScope(actor)))
    .for('update', { of: appointments });
  // A job given to another member is not this one's to visit: the owner sees it, but does not hold it.
  if (!job || (job.assigneeId !== null && job.assigneeId !== actor.memberId))
    throw notFound(APPOINTMENTS.notFound(appointmentId));
  refuseClosedJob(job);
  return job;
}

const refuseOtherDay = (job: { actualDateTime: Date | null; timeZone: string }, now: Date) => {
  if (!job.actualDateTime || !isJobDay(job.actualDateTime, job.timeZone, now)) throw new AppError('not-today');
};

/** POST /api/appointment/{id}/check-in. */
export async function checkIn(
  db: Db,
  actor: VisitActor,
  appointmentId: number,
  now: Date,
  /** The customer's link (the API): its phones hear of the arrival where it turned updates on. */
  links?: JobLinkKeys,
) {
  return db.transaction(async (tx) => {
    const job = await lockHeldJob(tx, actor, appointmentId);
    refuseOtherDay(job, now);
    if (job.checkedInAt) throw new AppError('already-done');
    await tx.update(appointments).set({ checkedInAt: now }).where(eq(appointments.id, appointmentId));
    if (links) await queueCustomerStatusPush(tx, links, appointmentId, 'arrived', now);
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: actor.vendorId });
    await queueWebhookEvent(
      tx,
      {
        vendorId: actor.vendorId,
        type: 'job.checked-in',
        data: { appointmentId, checkedInAt: now.toISOString(), memberId: actor.memberId },
      },
      now,
    );
    return { checkedInAt: now.toISOString() };
  });
}

/** POST /api/appointment/{id}/check-out. */
export async function checkOut(db: Db, actor: VisitActor, appointmentId: number, now: Date) {
  return db.transaction(async (tx) => {
    const job = await lockHeldJob(tx, actor, appointmentId);
    refuseOtherDay(job, now);
    if (!job.checkedInAt) throw new AppError('not-checked-in');
    if (job.checkedOutAt) throw new AppError('already-done');
    await tx.update(appointments).set({ checkedOutAt: now }).where(eq(appointments.id, appointmentId));
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: actor.vendorId });
    return { checkedOutAt: now.toISOString() };
  });
}

const itemColumns = {
  id: appointmentChecklistItems.id,
  text: appointmentChecklistItems.text,
  required: appointmentChecklistItems.required,
  photo: appointmentChecklistItems.photo,
  doneAt: appointmentChecklistItems.doneAt,
  doneBy: appointmentChecklistItems.doneByName,
};
const toItem = (row: {
  id: number;
  text: string;
  required: boolean;
  photo: boolean;
  doneAt: Date | null;
  doneBy: string | null;
}): ChecklistItem => ({ ...row, doneAt: row.doneAt?.toISOString() ?? null, doneBy: row.doneAt ? row.doneBy : null });

/** A booking's checklist in its order (the caller has checked who may read it). */
export async function checklistOf(db: Db | Tx, appointmentId: number): Promise<ChecklistItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(appointmentChecklistItems)
    .where(eq(appointmentChecklistItems.appointmentId, appointmentId))
    .orderBy(asc(appointmentChecklistItems.position), asc(appointmentChecklistItems.id));
  return rows.map(toItem);
}

/** GET /api/appointment/{id}/checklist: a job in the member's scope (404 otherwise), open or closed. */
export async function readChecklist(db: Db, scope: JobScope, appointmentId: number): Promise<ChecklistItem[]> {
  const [job] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inJobScope(scope)));
  if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
  return checklistOf(db, appointmentId);
}

/**
 * PUT /api/appointment/{id}/checklist/{itemId} `{done}`: the holder ticks or unticks an item of its open job; an
 * item of another job is 404. An item that needs a photo is ticked only once a photo of the job was taken after
 * the arrival (409 photo-required), so the photo shows the work of this visit.
 */
export async function tickChecklistItem(
  db: Db,
  actor: VisitActor,
  appointmentId: number,
  itemId: number,
  done: boolean,
  now: Date,
): Promise<ChecklistItem> {
  return db.transaction(async (tx) => {
    const job = await lockHeldJob(tx, actor, appointmentId);
    const [item] = await tx
      .select(itemColumns)
      .from(appointmentChecklistItems)
      .where(and(eq(appointmentChecklistItems.id, itemId), eq(appointmentChecklistItems.appointmentId, appointmentId)));
    if (!item) throw notFound(VISIT.checklistItemNotFound);
    if (done && item.photo) {
      const [photo] = job.checkedInAt
        ? await tx
            .select({ id: appointmentPhotos.id })
            .from(appointmentPhotos)
            .where(
              and(eq(appointmentPhotos.appointmentId, appointmentId), gt(appointmentPhotos.createdAt, job.checkedInAt)),
            )
            .limit(1)
        : [];
      if (!photo) throw new AppError('photo-required');
    }
    // Ticking a ticked item keeps who ticked it first and when (a replay from the outbox changes nothing).
    if (done === (item.doneAt !== null)) return toItem(item);
    const [member] = done
      ? await tx.select({ name: vendorMembers.name }).from(vendorMembers).where(eq(vendorMembers.id, actor.memberId))
      : [];
    const [updated] = await tx
      .update(appointmentChecklistItems)
      .set(
        done
          ? { doneAt: now, doneBy: actor.memberId, doneByName: member?.name ?? '' }
          : { doneAt: null, doneBy: null, doneByName: null },
      )
      .where(eq(appointmentChecklistItems.id, itemId))
      .returning(itemColumns);
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: actor.vendorId });
    return toItem(updated!);
  });
}

/**
 * Completion's guard, inside its transaction (docs/architecture.md "The visit"): 409 checklist-incomplete naming
 * what is missing while a required item is open.
 */
export async function refuseIncompleteChecklist(tx: Db | Tx, appointmentId: number): Promise<void> {
  const open = await tx
    .select({ text: appointmentChecklistItems.text })
    .from(appointmentChecklistItems)
    .where(
      and(
        eq(appointmentChecklistItems.appointmentId, appointmentId),
        eq(appointmentChecklistItems.required, true),
        isNull(appointmentChecklistItems.doneAt),
      ),
    )
    .orderBy(asc(appointmentChecklistItems.position));
  if (open.length > 0)
    throw conflict(
      open.length === 1
        ? VISIT.checklistIncompleteOne(open[0]!.text)
        : VISIT.checklistIncompleteMany(open.length, open.map((o) => o.text).join(', ')),
      'checklist-incomplete',
    );
}

/**
 * POST /api/appointment/{id}/no-show `{note}`: after arrival, once 30 minutes have passed since both the start and
 * the arrival (409 too-early with the time, in the property's zone), the job is completed as a no-show; its
 * earnings are then its frozen noShowCents (modules/earnings reads the outcome). The note is kept with the job.
 */
export async function recordNoShow(db: Db, actor: VisitActor, appointmentId: number, note: string, now: Date) {
  return db.transaction(async (tx) => {
    const job = await lockHeldJob(tx, actor, appointmentId);
    if (!job.checkedInAt) throw new AppError('not-checked-in');
    // A date-only job's clock runs from the arrival alone (issue 54 item 13: its stored time is no one's).
    const from = noShowFrom(job.actualDateTime, job.checkedInAt, schedulingKindOfLines(job.lines))!;
    if (now < from) throw conflict(VISIT.tooEarly(timeOfDay(from, job.timeZone, true)), 'too-early');
    await tx
      .update(appointments)
      .set({ completedAt: now, outcome: 'no-show', noShowNote: note, checkedOutAt: job.checkedOutAt ?? now })
      .where(eq(appointments.id, appointmentId));
    await publish(tx, { type: 'appointment.completed', appointmentId, vendorId: actor.vendorId });
    await queueWebhookEvent(
      tx,
      {
        vendorId: actor.vendorId,
        type: 'job.completed',
        data: { appointmentId, outcome: 'no-show', completedAt: now.toISOString() },
      },
      now,
    );
  });
}
