import { hashToken, newToken } from '../../lib/opaque-tokens.ts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { CUSTOMER_MAIL, PUSH, VISIT } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import type { ExtraTimeBody, PublicExtraTime } from '@vendor-portal/contract/visit';
import type { Db } from '../../db/client.ts';
import { appointments, customers, extraTimeRequests, properties, vendors } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { approveLink, customerLanguage, inCustomerLanguage, withJobLink } from '../../lib/customer-mail.ts';
import { customerJobUrl, type JobLinkKeys } from '../customer-job/job-link.ts';
import { queueCustomerPush } from '../customer-job/customer-push.ts';
import { queueJobChangePush } from '../push/job-pushes.ts';
import { lockHeldJob, type VisitActor } from './service.ts';
import { extraPay } from './extra-pay.ts';

// docs/architecture.md "The visit", more time: after arriving, the technician asks the customer for 15 to 240
// more minutes; the customer is mailed a link to the public page /approve with a random token (only its SHA-256
// is kept), good once and until the end of the day after the job in the property's zone. An approval grows the
// job's duration, pay and price by what the customer was shown; a decline changes nothing. A used, expired or
// unknown token is one answer (400 with VISIT.invalidApprovalToken), which changes nothing.

// 400 validation-error with its own words: a new code would grow the error table every page loads first (the
// /login budget, decision 035), and the customer’s page decides by the status alone.
const invalidToken = () => badRequest(VISIT.invalidApprovalToken);

/** The services of a job as the customer booked them: its products' titles, once each. */
const serviceOf = (lines: Array<{ productTitle: string }>) => [...new Set(lines.map((l) => l.productTitle))].join(', ');

/**
 * POST /api/appointment/{id}/extra-time: the holder of the open job (404 / 409 appointment-closed), after arriving
 * (409 not-checked-in), while no other request waits for the customer (409 already-pending). The mail leaves
 * with the request's transaction (docs/architecture.md "Mail").
 */
export async function requestExtraTime(
  db: Db,
  actor: VisitActor,
  appointmentId: number,
  body: ExtraTimeBody,
  now: Date,
  links: JobLinkKeys,
) {
  const { publicUrl } = links;
  return db.transaction(async (tx) => {
    const job = await lockHeldJob(tx, actor, appointmentId);
    if (!job.checkedInAt) throw new AppError('not-checked-in');
    // A request whose link has expired no longer waits: it is marked so before counting the pending ones.
    await tx
      .update(extraTimeRequests)
      .set({ status: 'expired' })
      .where(
        and(
          eq(extraTimeRequests.appointmentId, appointmentId),
          eq(extraTimeRequests.status, 'pending'),
          lte(extraTimeRequests.expiresAt, now),
        ),
      );
    const [pending] = await tx
      .select({ id: extraTimeRequests.id })
      .from(extraTimeRequests)
      .where(and(eq(extraTimeRequests.appointmentId, appointmentId), eq(extraTimeRequests.status, 'pending')));
    if (pending) throw new AppError('already-pending');

    const [booked] = await tx
      .select({
        duration: appointments.duration,
        linePayoutCents: appointments.linePayoutCents,
        priceCents: appointments.priceCents,
        lines: appointments.lines,
        email: customers.email,
        firstName: customers.firstName,
        language: customers.language,
        company: vendors.title,
        // The end of the day after the job, in the property's zone (DST-correct in the database).
        expiresAt: sql<string>`((((${appointments.actualDateTime} at time zone ${properties.timeZone})::date + 2)::timestamp) at time zone ${properties.timeZone})`,
      })
      .from(appointments)
      .innerJoin(customers, eq(customers.id, appointments.customerId))
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(vendors, eq(vendors.id, appointments.vendorId))
      .where(eq(appointments.id, appointmentId));
    if (!booked!.email) throw conflict(VISIT.noCustomerEmail);
    const added = extraPay(
      {
        duration: booked!.duration,
        linePayoutCents: booked!.linePayoutCents.map(Number),
        priceCents: Number(booked!.priceCents),
      },
      body.minutes,
    );
    const token = newToken();
    const [request] = await tx
      .insert(extraTimeRequests)
      .values({
        appointmentId,
        vendorId: actor.vendorId,
        requestedBy: actor.memberId,
        minutes: body.minutes,
        reason: body.reason,
        tokenHash: hashToken(token),
        expiresAt: new Date(booked!.expiresAt),
        linePayoutCents: added.linePayoutCents,
        priceCents: added.priceCents,
        createdAt: now,
      })
      .returning({ id: extraTimeRequests.id, minutes: extraTimeRequests.minutes, status: extraTimeRequests.status });
    // In the customer's language (issue 46): the mail, and the page its link opens.
    const language = customerLanguage(booked!.language);
    const jobUrl = await customerJobUrl(tx, links, appointmentId, language);
    const mail = inCustomerLanguage(language, () => ({
      subject: CUSTOMER_MAIL.extraTimeSubject(booked!.company),
      text: withJobLink(
        CUSTOMER_MAIL.extraTimeText({
          customer: booked!.firstName || CUSTOMER_MAIL.customerFallback,
          company: booked!.company,
          service: serviceOf(booked!.lines),
          minutes: body.minutes,
          reason: body.reason,
          price: formatCents(added.priceCents),
          link: approveLink(publicUrl, token, language),
        }),
        jobUrl,
      ),
    }));
    await queueMail(tx, [{ idempotencyKey: `extra-time:${request!.id}`, to: booked!.email, ...mail }], now);
    // The customer's phones where it turned updates on (docs/architecture.md "The customer's page").
    await queueCustomerPush(
      tx,
      links,
      appointmentId,
      `extra-time:${request!.id}`,
      () => ({
        title: CUSTOMER_MAIL.pushMoreTimeTitle(booked!.company),
        body: CUSTOMER_MAIL.pushMoreTimeBody(body.minutes),
      }),
      now,
    );
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: actor.vendorId });
    return request!;
  });
}

/** The request a token opens, if it may still be answered: pending, not expired, its job not cancelled. */
function openRequest(token: string, now: Date) {
  return and(
    eq(extraTimeRequests.tokenHash, hashToken(token)),
    eq(extraTimeRequests.status, 'pending'),
    gt(extraTimeRequests.expiresAt, now),
    sql`${appointments.cancelledAt} is null`,
  );
}

/**
 * GET /api/public/extra-time?token=…: what the customer reads, and only that (the company's name, the services,
 * the minutes, the reason, the price for them); anything but an open request's token is 400.
 */
export async function readExtraTimeRequest(db: Db, token: string, now: Date): Promise<PublicExtraTime> {
  const [row] = await db
    .select({
      companyName: vendors.title,
      lines: appointments.lines,
      minutes: extraTimeRequests.minutes,
      reason: extraTimeRequests.reason,
      priceCents: extraTimeRequests.priceCents,
    })
    .from(extraTimeRequests)
    .innerJoin(appointments, eq(appointments.id, extraTimeRequests.appointmentId))
    .innerJoin(vendors, eq(vendors.id, extraTimeRequests.vendorId))
    .where(openRequest(token, now));
  if (!row) throw invalidToken();
  const { lines, ...shown } = row;
  return { ...shown, service: serviceOf(lines), priceCents: Number(row.priceCents) };
}

/**
 * POST /api/public/extra-time `{token, approve}`: the request is answered once (the row's update is the single
 * use: a second answer, at once or later, finds it no longer pending). Approved, the job's duration, each line's
 * pay, the pay and the price grow by what the request computed when it was made; the company is told live.
 */
export async function answerExtraTimeRequest(db: Db, token: string, approve: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: extraTimeRequests.id,
        appointmentId: extraTimeRequests.appointmentId,
        vendorId: extraTimeRequests.vendorId,
        minutes: extraTimeRequests.minutes,
        linePayoutCents: extraTimeRequests.linePayoutCents,
        priceCents: extraTimeRequests.priceCents,
      })
      .from(extraTimeRequests)
      .innerJoin(appointments, eq(appointments.id, extraTimeRequests.appointmentId))
      .where(openRequest(token, now))
      .for('update', { of: [extraTimeRequests, appointments] });
    if (!request) throw invalidToken();
    await tx
      .update(extraTimeRequests)
      .set({ status: approve ? 'approved' : 'declined', decidedAt: now })
      .where(eq(extraTimeRequests.id, request.id));
    if (approve) {
      const [job] = await tx
        .select({ linePayoutCents: appointments.linePayoutCents })
        .from(appointments)
        .where(eq(appointments.id, request.appointmentId));
      const lines = job!.linePayoutCents.map((cents, i) => Number(cents) + Number(request.linePayoutCents[i] ?? 0));
      await tx
        .update(appointments)
        .set({
          duration: sql`${appointments.duration} + ${request.minutes}`,
          linePayoutCents: lines,
          payoutCents: lines.reduce((sum, cents) => sum + cents, 0),
          priceCents: sql`${appointments.priceCents} + ${Number(request.priceCents)}`,
        })
        .where(eq(appointments.id, request.appointmentId));
    }
    // The one who holds the job hears of the answer on the phone too (docs/architecture.md "Alerts on the
    // phone"): the contract has no kind of its own for it, so it goes as the closest, a change of the job
    // (`rescheduled`, under the member's pushChanges), and names neither the pay nor the price.
    const { minutes } = request;
    await queueJobChangePush(
      tx,
      {
        type: 'rescheduled',
        appointmentId: request.appointmentId,
        key: `extra-time-${request.id}`,
        text: (job) =>
          approve
            ? { title: PUSH.extraTimeApprovedTitle(job.service), body: PUSH.extraTimeApprovedBody({ ...job, minutes }) }
            : {
                title: PUSH.extraTimeDeclinedTitle(job.service),
                body: PUSH.extraTimeDeclinedBody({ ...job, minutes }),
              },
      },
      now,
    );
    await publish(tx, {
      type: 'appointment.updated',
      appointmentId: request.appointmentId,
      vendorId: request.vendorId,
    });
  });
}
