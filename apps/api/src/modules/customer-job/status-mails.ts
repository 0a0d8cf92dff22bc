import { eq } from 'drizzle-orm';
import { jobWhen } from '@vendor-portal/contract/dates';
import { APPOINTMENTS, CUSTOMER_MAIL } from '@vendor-portal/contract/messages';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import type { Tx } from '../../db/client.ts';
import { appointments, customers, properties, vendors } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { customerLanguage, inCustomerLanguage, servicesText, withJobLink } from '../../lib/customer-mail.ts';
import { customerJobUrl, type JobLinkKeys } from './job-link.ts';
import { queueCustomerPush } from './customer-push.ts';

// docs/architecture.md "The customer's page": every later customer mail (claimed, moved, done, cancelled) carries
// the booking's link, in `customer.language`, queued in the change's transaction (docs/how-to/live-events.md), so
// it leaves exactly when the change commits. What the customer reads names the service, its time and the company
// that holds it; never a price or any pay.

export type CustomerStatusMail = 'claimed' | 'moved' | 'completed' | 'cancelled';

/** What a change that mails the customer passes on: the link's keys and the app's clock. */
export interface CustomerMailContext {
  links: JobLinkKeys;
  now: Date;
}

const TEXTS = {
  claimed: () => ({ subject: CUSTOMER_MAIL.claimedSubject, text: CUSTOMER_MAIL.claimedText }),
  moved: () => ({ subject: CUSTOMER_MAIL.movedSubject, text: CUSTOMER_MAIL.movedText }),
  completed: () => ({ subject: CUSTOMER_MAIL.completedSubject, text: CUSTOMER_MAIL.completedText }),
  cancelled: () => ({ subject: CUSTOMER_MAIL.cancelledSubject, text: CUSTOMER_MAIL.cancelledText }),
} as const;

/**
 * Queues the customer's mail about a change of its booking, in the caller's transaction, once per `key` (a booking
 * moved twice is two mails; the same change repeated is one). A customer without an address is not mailed.
 */
export async function queueCustomerStatusMail(
  tx: Tx,
  context: CustomerMailContext,
  appointmentId: number,
  kind: CustomerStatusMail,
  key: string = kind,
): Promise<void> {
  const [job] = await tx
    .select({
      actualDateTime: appointments.actualDateTime,
      lines: appointments.lines,
      timeZone: properties.timeZone,
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      company: vendors.title,
    })
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(vendors, eq(vendors.id, appointments.vendorId))
    .where(eq(appointments.id, appointmentId));
  if (!job?.email) return;
  const language = customerLanguage(job.language);
  const url = await customerJobUrl(tx, context.links, appointmentId, language);
  const mail = inCustomerLanguage(language, () => {
    const service = servicesText(language, job.lines);
    const values = {
      customer: job.firstName || CUSTOMER_MAIL.customerFallback,
      company: job.company ?? '',
      service,
      when: job.actualDateTime
        ? jobWhen(job.actualDateTime, job.timeZone, schedulingKindOfLines(job.lines))
        : APPOINTMENTS.notAvailable,
    };
    const texts = TEXTS[kind]();
    return { subject: texts.subject(values), text: withJobLink(texts.text(values), url) };
  });
  await queueMail(
    tx,
    [{ idempotencyKey: `customer-${kind}:${appointmentId}:${key}`, to: job.email, ...mail }],
    context.now,
  );
}

/** The job's facts a push names: its services and the company holding it. */
async function pushFacts(tx: Tx, appointmentId: number) {
  const [job] = await tx
    .select({ lines: appointments.lines, company: vendors.title })
    .from(appointments)
    .leftJoin(vendors, eq(vendors.id, appointments.vendorId))
    .where(eq(appointments.id, appointmentId));
  return { lines: job?.lines ?? [], company: job?.company ?? '' };
}

/** The arrival and the completion on the customer's phones (docs/architecture.md "The customer's page"). */
export async function queueCustomerStatusPush(
  tx: Tx,
  links: JobLinkKeys,
  appointmentId: number,
  kind: 'arrived' | 'completed',
  now: Date,
): Promise<void> {
  const facts = await pushFacts(tx, appointmentId);
  await queueCustomerPush(
    tx,
    links,
    appointmentId,
    kind,
    (language) => {
      const service = servicesText(language, facts.lines);
      return kind === 'arrived'
        ? {
            title: CUSTOMER_MAIL.pushArrivedTitle(facts.company),
            body: CUSTOMER_MAIL.pushArrivedBody(service),
          }
        : {
            title: CUSTOMER_MAIL.pushCompletedTitle(service),
            body: CUSTOMER_MAIL.pushCompletedBody(facts.company),
          };
    },
    now,
  );
}
