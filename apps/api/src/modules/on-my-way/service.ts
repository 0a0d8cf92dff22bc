import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { APPOINTMENTS, CUSTOMER_MAIL, DAY } from '@vendor-portal/contract/messages';
import { durationText } from '@vendor-portal/contract/messages/day';
import { ON_MY_WAY_INTERVAL_MINUTES, type OnMyWay } from '@vendor-portal/contract/on-my-way';
import type { Db } from '../../db/client.ts';
import { appointments, customers, onMyWay, properties, vendors } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { customerLanguage, inCustomerLanguage, servicesText, withJobLink } from '../../lib/customer-mail.ts';
import { customerJobUrl, type JobLinkKeys } from '../customer-job/job-link.ts';
import { queueCustomerPush } from '../customer-job/customer-push.ts';
import { arrivalText, isJobDay } from './job-day.ts';
import { inJobScope, type JobScope } from '../appointments/job-scope.ts';
import { refuseClosedJob } from '../appointments/closed-job.ts';

// docs/architecture.md "The working day": on my way mails the customer through the mail queue, in the
// transaction that records it, so a mail is never lost when SMTP is down and never sent for a refused
// request. The last one per job is a row: the vendor sees it, and it is the 10-minute limit of every process.

const INTERVAL_MS = ON_MY_WAY_INTERVAL_MINUTES * 60_000;

const toOnMyWay = (row: { appointmentId: number; sentAt: Date; etaMinutes: number }): OnMyWay => ({
  appointmentId: row.appointmentId,
  sentAt: row.sentAt.toISOString(),
  etaMinutes: row.etaMinutes,
  arrivesAt: new Date(row.sentAt.getTime() + row.etaMinutes * 60_000).toISOString(),
});

/**
 * POST /api/appointment/{id}/on-my-way: the vendor's own job (404 otherwise), open, on its day in the
 * property's zone (409 with the reason), once in 10 minutes (429 with Retry-After in seconds).
 */
export async function sendOnMyWay(
  db: Db,
  scope: JobScope,
  appointmentId: number,
  etaMinutes: number,
  now: Date,
  links: JobLinkKeys,
): Promise<OnMyWay> {
  const { vendorId } = scope;
  return db.transaction(async (tx) => {
    // Locked: two taps at once are one mail and one 429, on any process.
    const [job] = await tx
      .select({
        actualDateTime: appointments.actualDateTime,
        completedAt: appointments.completedAt,
        cancelledAt: appointments.cancelledAt,
        lines: appointments.lines,
        timeZone: properties.timeZone,
        customerEmail: customers.email,
        customerFirstName: customers.firstName,
        customerLanguage: customers.language,
        company: vendors.title,
      })
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(customers, eq(customers.id, appointments.customerId))
      .innerJoin(vendors, eq(vendors.id, appointments.vendorId))
      .where(and(eq(appointments.id, appointmentId), inJobScope(scope)))
      .for('update', { of: appointments });
    if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
    refuseClosedJob(job);
    if (!job.actualDateTime || !isJobDay(job.actualDateTime, job.timeZone, now)) throw conflict(DAY.notToday);
    if (!job.customerEmail) throw conflict(DAY.noCustomerEmail);

    const cutoff = new Date(now.getTime() - INTERVAL_MS).toISOString();
    const [sent] = await tx
      .insert(onMyWay)
      .values({ appointmentId, vendorId, sentAt: now, etaMinutes })
      .onConflictDoUpdate({
        target: onMyWay.appointmentId,
        set: { vendorId, sentAt: now, etaMinutes },
        setWhere: sql`${onMyWay.sentAt} <= ${cutoff}::timestamptz`,
      })
      .returning();
    if (!sent) {
      const [last] = await tx
        .select({ sentAt: onMyWay.sentAt })
        .from(onMyWay)
        .where(eq(onMyWay.appointmentId, appointmentId));
      const waitMs = Math.max(1_000, last!.sentAt.getTime() + INTERVAL_MS - now.getTime());
      const seconds = Math.ceil(waitMs / 1_000);
      throw new AppError('too-many-requests', DAY.tooSoon(durationText(Math.ceil(seconds / 60))), {
        'retry-after': String(seconds),
      });
    }

    const arrival = new Date(now.getTime() + etaMinutes * 60_000);
    // In the customer's language (issue 46), the arrival's time too.
    const jobUrl = await customerJobUrl(tx, links, appointmentId, customerLanguage(job.customerLanguage));
    const mail = inCustomerLanguage(job.customerLanguage, () => ({
      subject: CUSTOMER_MAIL.onMyWaySubject(job.company),
      text: withJobLink(
        CUSTOMER_MAIL.onMyWayText({
          company: job.company,
          service: servicesText(customerLanguage(job.customerLanguage), job.lines),
          arrival: arrivalText(arrival, job.timeZone),
          customer: job.customerFirstName || CUSTOMER_MAIL.customerFallback,
        }),
        jobUrl,
      ),
    }));
    await queueMail(
      tx,
      [{ idempotencyKey: `on-my-way:${appointmentId}:${now.toISOString()}`, to: job.customerEmail, ...mail }],
      now,
    );
    // The customer's phones where it turned updates on (docs/architecture.md "The customer's page").
    await queueCustomerPush(
      tx,
      links,
      appointmentId,
      `on-my-way:${now.toISOString()}`,
      () => ({
        title: CUSTOMER_MAIL.pushOnMyWayTitle(job.company),
        body: CUSTOMER_MAIL.pushOnMyWayBody(arrivalText(arrival, job.timeZone)),
      }),
      now,
    );
    // The vendor's other devices show "Sent at" too (docs/how-to/live-events.md).
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId });
    return toOnMyWay(sent);
  });
}

/** GET /api/appointment/on-my-way: the vendor's on-my-way mails of the last 24 hours, newest first. */
export async function listOnMyWay(db: Db, scope: JobScope, now: Date): Promise<OnMyWay[]> {
  const { vendorId } = scope;
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const rows = await db
    .select({ appointmentId: onMyWay.appointmentId, sentAt: onMyWay.sentAt, etaMinutes: onMyWay.etaMinutes })
    .from(onMyWay)
    .innerJoin(appointments, eq(appointments.id, onMyWay.appointmentId))
    // Still the vendor's job (and the technician's): one it no longer holds is not shown.
    .where(and(eq(onMyWay.vendorId, vendorId), inJobScope(scope), gte(onMyWay.sentAt, since)))
    .orderBy(desc(onMyWay.sentAt));
  return rows.map(toOnMyWay);
}
