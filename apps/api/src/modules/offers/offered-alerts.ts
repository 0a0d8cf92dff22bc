import { and, eq, inArray, sql } from 'drizzle-orm';
import { AVAILABILITY, OFFERS, PUSH } from '@vendor-portal/contract/messages';
import { CAPABILITIES } from '@vendor-portal/contract/team';
import type { Tx } from '../../db/client.ts';
import { identities, notificationSettings, vendorMembers } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { inEachLanguage } from '../../lib/member-language.ts';
import { jobTopic } from '../../lib/push.ts';
import { queuePushToMembers } from '../../lib/push-queue.ts';
import type { AlertContext } from '../live/new-job-alerts.ts';
import { jobSummary } from '../push/job-pushes.ts';

// docs/architecture.md "Alerts on the phone", "Availability and dispatch": `offered` goes to the company a job is
// offered to, at once: its owner and office members (the roles that claim), each by its own new-job switches
// (pushNewJobs, emailNewJobs). Not held back by quiet hours nor counted in the hourly turns of new-job alerts:
// the offer lasts minutes, and it is for this company alone. Queued in the offer's transaction.

/** An offer is worth a phone's attention for as long as it lasts. */
const MIN_TTL_S = 5 * 60;

export async function queueOfferedAlerts(
  tx: Tx,
  offer: { appointmentId: number; vendorId: number; offerId: number; minutes: number },
  context: AlertContext,
): Promise<void> {
  const now = context.now();
  const members = await tx
    .select({
      id: vendorMembers.id,
      email: identities.email,
      // Issue 46: each reads the offer in its own language.
      language: vendorMembers.language,
      push: sql<boolean>`coalesce(${notificationSettings.pushNewJobs}, true)`,
      mail: sql<boolean>`coalesce(${notificationSettings.emailNewJobs}, true)`,
    })
    .from(vendorMembers)
    .innerJoin(identities, eq(identities.id, vendorMembers.identityId))
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, vendorMembers.id))
    .where(
      and(
        eq(vendorMembers.vendorId, offer.vendorId),
        eq(vendorMembers.status, 'active'),
        inArray(vendorMembers.role, CAPABILITIES.claim),
      ),
    );
  if (members.length === 0) return;
  const job = await jobSummary(tx, offer.appointmentId);
  await queuePushToMembers(
    tx,
    [
      {
        key: `push:offered:${offer.offerId}`,
        memberIds: members.filter((m) => m.push).map((m) => m.id),
        payload: () => ({
          message: {
            type: 'offered',
            appointmentId: offer.appointmentId,
            title: OFFERS.offeredTitle(job.service),
            body: PUSH.jobBody(job),
            url: '/unclaimed',
          },
          urgency: 'high',
          topic: jobTopic(offer.appointmentId),
          ttl: Math.max(MIN_TTL_S, offer.minutes * 60),
        }),
        causedAt: now,
      },
    ],
    now,
  );
  const mail = inEachLanguage(() => ({
    subject: AVAILABILITY.offerMailSubject(job.service),
    text: AVAILABILITY.offerMailText({
      service: job.service,
      when: job.when,
      city: job.city,
      minutes: offer.minutes,
      url: `${context.publicUrl}/unclaimed`,
    }),
  }));
  await queueMail(
    tx,
    members
      .filter((m) => m.mail)
      .map((m) => ({
        idempotencyKey: `offered:${offer.offerId}:member:${m.id}`,
        to: m.email,
        ...mail(m.language),
        causedAt: now,
      })),
    now,
  );
}
