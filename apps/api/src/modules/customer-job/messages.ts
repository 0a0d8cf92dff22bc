import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { JobMessage } from '@vendor-portal/contract/customer-job';
import { jobWhen } from '@vendor-portal/contract/dates';
import { CUSTOMER_MAIL, THREAD_MAIL } from '@vendor-portal/contract/messages';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointments,
  customers,
  jobMessages,
  jobThreads,
  properties,
  vendorMembers,
  vendors,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { customerLanguage, inCustomerLanguage, servicesText, withJobLink } from '../../lib/customer-mail.ts';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { hit, limitOf } from '../../identity/rate-limit.ts';
import { worksOwnJobsOnly } from '@vendor-portal/contract/team-roles';
import { RATE_LIMITS } from '@vendor-portal/contract/rate-limits';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { customerJobUrl, type JobLinkKeys } from './job-link.ts';
import { queueCustomerPush } from './customer-push.ts';
import type { OpenedJob } from './service.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';

// docs/architecture.md "Messages about the job": one thread per booking between its customer and the company that
// holds it, open from the claim until 7 days after completion or cancellation. Plain text; neither side sees the
// other's address or phone. A customer's message is mailed to the job's assignee (else the owner and the office),
// each in its language; a company's message is mailed to the customer with its link, at most one mail per 10
// minutes per thread: a message inside that window waits for the next mail, queued for the window's end.

/** How long a thread stays open after the job's end. */
export const THREAD_DAYS_AFTER_END = 7;
/** The customer's messages a booking takes in an hour. */
export const CUSTOMER_MESSAGES_PER_HOUR = RATE_LIMITS['job-messages'].booking.max;
/** The least time between two mails to the customer about one thread. */
export const CUSTOMER_MAIL_INTERVAL_MS = 10 * 60_000;

export interface CompanyActor {
  vendorId: number;
  memberId: number;
  role: 'owner' | 'office' | 'technician';
}

const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] ?? '';

const toMessage = (row: typeof jobMessages.$inferSelect): JobMessage => ({
  id: row.id,
  from: row.from,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

interface ThreadJob {
  vendorId: number | null;
  assigneeId: number | null;
  claimedAt: Date | null;
  end: Date | null;
}

/** 409 thread-closed before the claim and from 7 days after the job's end. */
function refuseClosedThread(job: ThreadJob, now: Date) {
  if (job.vendorId === null || job.claimedAt === null) throw new AppError('thread-closed');
  if (job.end && job.end.getTime() + THREAD_DAYS_AFTER_END * 86_400_000 <= now.getTime())
    throw new AppError('thread-closed');
}

const threadJob = (tx: Db | Tx, appointmentId: number) =>
  tx
    .select({
      vendorId: appointments.vendorId,
      assigneeId: appointments.assigneeId,
      claimedAt: appointments.claimedAt,
      end: sql<Date | null>`coalesce(${appointments.completedAt}, ${appointments.cancelledAt})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));

/** The company's job as the thread reads it: 404 for another company's, 403 for a technician not holding it. */
async function companyJob(tx: Db | Tx, actor: CompanyActor, appointmentId: number): Promise<ThreadJob> {
  const [job] = await threadJob(tx, appointmentId);
  if (!job || job.vendorId !== actor.vendorId) throw notFound(APPOINTMENTS.notFound(appointmentId));
  if (worksOwnJobsOnly(actor.role) && job.assigneeId !== actor.memberId) throw new AppError('role-forbidden');
  return job;
}

/** The thread oldest first: the customer's whole thread, or (`vendorId`) the part written while that company held it. */
const listThread = async (db: Db | Tx, appointmentId: number, vendorId?: number) =>
  (
    await db
      .select()
      .from(jobMessages)
      .where(
        and(
          eq(jobMessages.appointmentId, appointmentId),
          vendorId === undefined ? undefined : eq(jobMessages.vendorId, vendorId),
        ),
      )
      .orderBy(asc(jobMessages.id))
  ).map(toMessage);

/** GET /api/appointment/{id}/messages: the company's own part of the thread (a job claimed after a release). */
export async function listCompanyThread(db: Db, actor: CompanyActor, appointmentId: number): Promise<JobMessage[]> {
  await companyJob(db, actor, appointmentId);
  return listThread(db, appointmentId, actor.vendorId);
}

/** GET /api/public/job/messages: the booking's thread, whoever holds it. */
export async function listCustomerThread(db: Db, opened: OpenedJob): Promise<JobMessage[]> {
  return listThread(db, opened.appointmentId);
}

/** What the mails of a thread say about its booking. */
async function mailFacts(tx: Tx, appointmentId: number) {
  const [row] = await tx
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      lines: appointments.lines,
      actualDateTime: appointments.actualDateTime,
      timeZone: properties.timeZone,
      company: vendors.title,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .innerJoin(vendors, eq(vendors.id, appointments.vendorId))
    .where(eq(appointments.id, appointmentId));
  return row!;
}

/**
 * POST /api/appointment/{id}/messages: the company writes. The customer is mailed with its link, at once when no
 * mail about this thread left in the last 10 minutes, else once at the end of that window (one mail for every
 * message written meanwhile).
 */
export async function postCompanyMessage(
  db: Db,
  actor: CompanyActor,
  appointmentId: number,
  body: string,
  now: Date,
  links: JobLinkKeys,
): Promise<JobMessage> {
  return db.transaction(async (tx) => {
    const job = await companyJob(tx, actor, appointmentId);
    refuseClosedThread(job, now);
    const [member] = await tx
      .select({ name: vendorMembers.name })
      .from(vendorMembers)
      .where(eq(vendorMembers.id, actor.memberId));
    const facts = await mailFacts(tx, appointmentId);
    const [message] = await tx
      .insert(jobMessages)
      .values({
        appointmentId,
        from: 'company',
        memberId: actor.memberId,
        vendorId: actor.vendorId,
        author: firstName(member?.name) || facts.company,
        body,
        createdAt: now,
      })
      .returning();
    // A customer who turned updates on hears of it on its phones at once, and is not mailed
    // (docs/architecture.md "Messages about the job").
    const pushed = await queueCustomerPush(
      tx,
      links,
      appointmentId,
      `message:${message!.id}`,
      () => ({ title: CUSTOMER_MAIL.pushMessageTitle(facts.company), body: body.slice(0, 200) }),
      now,
    );
    if (pushed === 0 && facts.email) {
      // The thread's row, locked: two messages at once are one mail and one that waits.
      await tx.insert(jobThreads).values({ appointmentId }).onConflictDoNothing();
      const [thread] = await tx
        .select({ customerMailAt: jobThreads.customerMailAt })
        .from(jobThreads)
        .where(eq(jobThreads.appointmentId, appointmentId))
        .for('update');
      // A mail still waiting takes this message too; else the next may leave 10 minutes after the last one.
      const last = thread?.customerMailAt ?? null;
      const sendAt =
        last === null
          ? now
          : last > now
            ? last
            : new Date(Math.max(now.getTime(), last.getTime() + CUSTOMER_MAIL_INTERVAL_MS));
      const language = customerLanguage(facts.language);
      const url = await customerJobUrl(tx, links, appointmentId, language);
      const mail = inCustomerLanguage(language, () => {
        const service = servicesText(language, facts.lines);
        const customer = facts.firstName || CUSTOMER_MAIL.customerFallback;
        const company = facts.company;
        const text =
          sendAt.getTime() === now.getTime()
            ? THREAD_MAIL.customerMailText({ customer, company, service, body })
            : THREAD_MAIL.customerMailLater({ customer, company, service });
        return { subject: THREAD_MAIL.customerMailSubject({ company, service }), text: withJobLink(text, url) };
      });
      // One key per window: every message written before a waiting mail leaves is told by that one mail.
      await queueMail(
        tx,
        [{ idempotencyKey: `thread:${appointmentId}:${sendAt.toISOString()}`, to: facts.email, ...mail }],
        sendAt,
      );
      await tx.update(jobThreads).set({ customerMailAt: sendAt }).where(eq(jobThreads.appointmentId, appointmentId));
    }
    await publish(tx, { type: 'appointment.updated', appointmentId, vendorId: actor.vendorId });
    return toMessage(message!);
  });
}

/**
 * POST /api/public/job/messages: the customer writes (20 an hour per booking, then 429 with Retry-After). The
 * job's assignee is mailed, else the company's owner and office, each in its language.
 */
export async function postCustomerMessage(
  db: Db,
  opened: OpenedJob,
  body: string,
  now: Date,
  publicUrl: string,
): Promise<JobMessage> {
  const [job] = await threadJob(db, opened.appointmentId);
  refuseClosedThread(job!, now);
  await hit(db, limitOf('job-messages', 'booking', String(opened.appointmentId)), now);
  return db.transaction(async (tx) => {
    const facts = await mailFacts(tx, opened.appointmentId);
    const [message] = await tx
      .insert(jobMessages)
      .values({
        appointmentId: opened.appointmentId,
        from: 'customer',
        vendorId: job!.vendorId,
        author: firstName(facts.firstName) || inCustomerLanguage(facts.language, () => CUSTOMER_MAIL.customerFallback),
        body,
        createdAt: now,
      })
      .returning();
    const vendorId = job!.vendorId!;
    await queueWebhookEvent(
      tx,
      {
        vendorId,
        type: 'message.received',
        data: { appointmentId: opened.appointmentId, messageId: message!.id, body: message!.body },
      },
      now,
    );
    const members = await tx
      .select({
        id: vendorMembers.id,
        email: vendorMembers.email,
        name: vendorMembers.name,
        language: vendorMembers.language,
      })
      .from(vendorMembers)
      .where(
        and(
          eq(vendorMembers.vendorId, vendorId),
          eq(vendorMembers.status, 'active'),
          job!.assigneeId !== null
            ? eq(vendorMembers.id, job!.assigneeId)
            : inArray(vendorMembers.role, ['owner', 'office']),
        ),
      );
    const kind = schedulingKindOfLines(facts.lines);
    const link = `${publicUrl}/appointments/${opened.appointmentId}`;
    await queueMail(
      tx,
      members.map((m) => {
        // In the member's language (issue 46), written between two awaits.
        const texts = inLanguage(m.language, () => {
          const service = servicesText(m.language, facts.lines);
          const when = facts.actualDateTime ? jobWhen(facts.actualDateTime, facts.timeZone, kind) : '';
          return {
            subject: THREAD_MAIL.memberMailSubject({ customer: message!.author, service }),
            text: THREAD_MAIL.memberMailText({
              member: firstName(m.name) || m.email,
              customer: message!.author,
              service,
              when,
              body,
              link,
            }),
          };
        });
        return { idempotencyKey: `thread-message:${message!.id}:${m.id}`, to: m.email, ...texts };
      }),
      now,
    );
    await publish(tx, { type: 'appointment.updated', appointmentId: opened.appointmentId, vendorId });
    return toMessage(message!);
  });
}
