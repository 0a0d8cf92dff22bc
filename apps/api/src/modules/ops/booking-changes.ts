import { eq, sql } from 'drizzle-orm';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { APPOINTMENTS, COMPANY_MAIL, MONEY, REVIEW, STATEMENT } from '@vendor-portal/contract/messages';
import { jobWhen, weekOf } from '@vendor-portal/contract/dates';
import { formatCents } from '@vendor-portal/contract/money';
import { schedulingKindOfLines, type SchedulingKind } from '@vendor-portal/contract/scheduling-kind';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, customers, properties, vendors } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { addressLanguage } from '../../lib/member-language.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { queueNewJobAlerts, type AlertContext } from '../live/new-job-alerts.ts';
import { queueStaffReminders } from '../push/staff-reminders.ts';
import { addAdjustment, jobAsLabelled, type AddedAdjustment } from '../earnings/adjustments.ts';
import { recordAudit } from './audit.ts';
import { queueJobChangePush } from '../push/job-pushes.ts';
import type { OpsActor } from './ops-auth.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';
import type { JobLinkKeys } from '../customer-job/job-link.ts';
import { queueCustomerStatusMail } from '../customer-job/status-mails.ts';

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
      cancellationCents: appointments.cancellationCents,
      completedAt: appointments.completedAt,
      cancelledAt: appointments.cancelledAt,
      timeZone: properties.timeZone,
      street1: properties.street1,
      city: properties.city,
      lines: appointments.lines,
      customer: customers.firstName,
      vendorEmail: vendors.email,
      // Issue 46: the mail to the company's address is written in its reader's language.
      vendorLanguage: addressLanguage(sql`${vendors.id}`, sql`${vendors.email}`),
    })
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(vendors, eq(vendors.id, appointments.vendorId))
    .where(eq(appointments.id, id))
    .for('update', { of: appointments });
  if (!row) throw notFound(APPOINTMENTS.notFound(id));
  if (row.completedAt) throw conflict(REVIEW.bookingCompleted);
  if (row.cancelledAt) throw conflict(REVIEW.bookingCancelled);
  return row;
}

/** A start as the vendor reads it: in the property's zone; a date-only job's day without its hidden time. */
const inZone = (at: Date | null, timeZone: string, kind: SchedulingKind) =>
  at ? jobWhen(at, timeZone, kind) : APPOINTMENTS.notAvailable;

/** The job as a change mail names it (issue 38 item 12): its services once each, its customer's first name. */
const named = (row: { lines: { productTitle: string }[]; customer: string }) => ({
  service: [...new Set(row.lines.map((l) => l.productTitle))].join(', '),
  customer: row.customer,
});

const answer = (row: { id: number; actualDateTime: Date | null; duration: number; cancelledAt: Date | null }) => ({
  id: row.id,
  actualDateTime: row.actualDateTime?.toISOString() ?? null,
  duration: row.duration,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

type Locked = Awaited<ReturnType<typeof lockChangeable>>;

/** Written in `language` (issue 46): its dates, the fee's amount and week too. */
const cancelledMail = (language: Language, id: number, before: Locked, fee: AddedAdjustment | null) =>
  inLanguage(language, () => {
    const job = {
      ...named(before),
      when: inZone(before.actualDateTime, before.timeZone, schedulingKindOfLines(before.lines)),
    };
    const text = COMPANY_MAIL.cancelledMailText({ ...job, id, place: before.city });
    return {
      subject: COMPANY_MAIL.cancelledMailSubject(job),
      // docs/architecture.md "Money that is fair": the company is told of its fee in the same mail.
      text: fee ? `${text}\n\n${MONEY.cancellationFeeLine(formatCents(fee.amountCents), weekOf(fee.weekStart))}` : text,
    };
  });

/** Less than this before its start, a claimed job cancelled by the marketplace earns its cancellation pay. */
const LATE_CANCELLATION_MS = 24 * 60 * 60 * 1000;

/**
 * docs/architecture.md "Money that is fair": the fee of a claimed job cancelled late, an adjustment of kind
 * `cancellation-fee` in the company's week of the cancellation, of the pay share frozen at booking. Null when
 * none is owed (unclaimed, 24 hours or more ahead, a share of 0).
 */
async function lateCancellationFee(tx: Tx, actor: OpsActor, id: number, before: Locked, now: Date) {
  if (before.vendorId === null || before.actualDateTime === null || before.cancellationCents <= 0) return null;
  if (before.actualDateTime.getTime() - now.getTime() >= LATE_CANCELLATION_MS) return null;
  return addAdjustment(
    tx,
    {
      vendorId: before.vendorId,
      amountCents: before.cancellationCents,
      reason: STATEMENT.cancellationFeeReason(jobAsLabelled(before.lines, before.actualDateTime, before.timeZone)),
      kind: 'cancellation-fee',
      appointmentId: id,
      createdBy: actor.actor,
    },
    now,
  );
}

/** Written in the language of the company's address (issue 46), its dates too. */
const rescheduledMail = (id: number, before: Locked, start: Date) =>
  inLanguage(before.vendorLanguage, () => {
    const kind = schedulingKindOfLines(before.lines);
    const job = { ...named(before), when: inZone(start, before.timeZone, kind) };
    return {
      subject: COMPANY_MAIL.rescheduledMailSubject(job),
      text: COMPANY_MAIL.rescheduledMailText({
        ...job,
        id,
        before: inZone(before.actualDateTime, before.timeZone, kind),
        place: before.city,
      }),
    };
  });

/** POST /api/ops/appointments/{id}/cancel: off every list, the feed marks it cancelled, its vendor is told. */
export async function cancelBooking(
  db: Db,
  actor: OpsActor,
  id: number,
  now: Date,
  /** The customer's link (the API): the customer is told, with its link. */
  links?: JobLinkKeys,
): Promise<BookingChange> {
  return db.transaction(async (tx) => {
    const before = await lockChangeable(tx, id);
    const [after] = await tx.update(appointments).set({ cancelledAt: now }).where(eq(appointments.id, id)).returning();
    const fee = await lateCancellationFee(tx, actor, id, before, now);
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'appointment.cancel',
      target: `appointment:${id}`,
      before: { cancelledAt: null },
      after: {
        cancelledAt: now,
        ...(fee
          ? { cancellationFee: { adjustmentId: fee.id, amountCents: fee.amountCents, weekStart: fee.weekStart } }
          : {}),
      },
    });
    const vendorId = before.vendorId ?? undefined;
    await publish(tx, { type: 'appointment.cancelled', appointmentId: id, vendorId });
    if (vendorId !== undefined)
      await queueWebhookEvent(
        tx,
        { vendorId, type: 'job.cancelled', data: { appointmentId: id, cancelledAt: now.toISOString() } },
        now,
      );
    // Its holder's phone: the assignee, else the owner and office (docs/architecture.md "Alerts on the phone").
    await queueJobChangePush(tx, { type: 'cancelled', appointmentId: id, key: 'cancelled' }, now);
    if (links) await queueCustomerStatusMail(tx, { links, now }, id, 'cancelled');
    if (before.vendorEmail) {
      await queueMail(
        tx,
        [
          {
            idempotencyKey: `appointment-cancelled:${id}`,
            // A fee names the company's pay: the address that may read it (payMailTo), the company's otherwise.
            to: fee?.vendorEmail ?? before.vendorEmail,
            ...cancelledMail(fee?.vendorLanguage ?? before.vendorLanguage, id, before, fee),
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
  /** The customer's link (the API): the customer is told the new time, with its link. */
  links?: JobLinkKeys,
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
    if (vendorId !== undefined)
      await queueWebhookEvent(
        tx,
        {
          vendorId,
          type: 'job.rescheduled',
          data: {
            appointmentId: id,
            actualDateTime: after!.actualDateTime?.toISOString() ?? null,
            duration: after!.duration,
            previousDateTime: before.actualDateTime?.toISOString() ?? null,
            previousDuration: before.duration,
          },
        },
        now,
      );
    await queueJobChangePush(
      tx,
      { type: 'rescheduled', appointmentId: id, key: `${start.toISOString()}:${after!.duration}` },
      now,
    );
    if (links) await queueCustomerStatusMail(tx, { links, now }, id, 'moved', start.toISOString());
    if (before.vendorEmail) {
      await queueMail(
        tx,
        [
          {
            idempotencyKey: `appointment-rescheduled:${id}:${start.toISOString()}:${after!.duration}`,
            to: before.vendorEmail,
            ...rescheduledMail(id, before, start),
          },
        ],
        now,
      );
    } else {
      await queueNewJobAlerts(tx, id, alerts, `moved:${start.toISOString()}`);
    }
    // The reminders for the old start are dropped when they fall due (their start no longer matches).
    await queueStaffReminders(tx, id, start, now);
    return answer(after!);
  });
}
