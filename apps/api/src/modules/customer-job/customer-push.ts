import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@vendor-portal/contract/push';
import { PUSH } from '@vendor-portal/contract/messages';
import type { Language } from '@vendor-portal/contract/i18n';
import type { Db, Tx } from '../../db/client.ts';
import { customers, appointments, mailQueue, pushSubscriptions } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { currentRequest } from '../../lib/request-context.ts';
import { canonicalPushEndpoint, jobTopic, pushEndpointAllowed, pushKeysValid } from '../../lib/push.ts';
import { customerLanguage, inCustomerLanguage } from '../../lib/customer-mail.ts';
import { customerJobUrl, type JobLinkKeys } from './job-link.ts';

// docs/architecture.md "The customer's page": "Turn on updates on this phone" keeps the phone's Web Push
// subscription for one booking (push_subscriptions.appointment_id), under the members' push service rules: the
// endpoint canonicalized and only a push service's host (or PUSH_ENDPOINT_ALLOW), keys a message can be encrypted
// for, one row per endpoint (a phone subscribing again moves to this booking), 10 phones per booking. Its pushes
// (on my way, arrival, more time, the company's messages, completion) are rows of the one queue, queued in the
// change's transaction and sent by the push worker as the members' are (lib/push-queue.ts).

/** A booking's phones at most: an eleventh drops the oldest. */
export const CUSTOMER_PUSH_DEVICES = 10;

/** A customer's news keeps a day in the push service for a phone that is off. */
const CUSTOMER_PUSH_TTL_S = 24 * 60 * 60;

/** POST /api/public/job/push: the phone's subscription, for the booking the link opened. */
export async function subscribeCustomer(
  db: Db,
  appointmentId: number,
  body: PushSubscriptionBody,
  userAgent: string,
  allow: readonly string[],
): Promise<{ id: number }> {
  const endpoint = canonicalPushEndpoint(body.endpoint);
  if (endpoint === null) throw new AppError('push-endpoint-refused', PUSH.endpointMalformed);
  if (!pushEndpointAllowed(endpoint, allow)) throw new AppError('push-endpoint-refused');
  if (!pushKeysValid(body.keys)) throw badRequest(PUSH.keysInvalid);
  const values = {
    memberId: null,
    staffIdentityId: null,
    appointmentId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent.slice(0, 300),
    sessionId: null,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ id: pushSubscriptions.id });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.appointmentId, appointmentId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(CUSTOMER_PUSH_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.appointmentId, appointmentId), notInArray(pushSubscriptions.id, kept)));
  return row!;
}

/**
 * Queues a push to every phone the booking's customer turned updates on, in the caller's transaction, once per
 * `key`; written in the customer's language, the tap opening the booking's page. Answers how many were queued.
 */
export async function queueCustomerPush(
  tx: Tx,
  links: JobLinkKeys,
  appointmentId: number,
  key: string,
  write: (language: Language) => { title: string; body: string },
  now: Date,
): Promise<number> {
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.appointmentId, appointmentId));
  if (devices.length === 0) return 0;
  const [customer] = await tx
    .select({ language: customers.language })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(appointments.id, appointmentId));
  const language = customerLanguage(customer?.language);
  const url = new URL(await customerJobUrl(tx, links, appointmentId, language));
  const text = inCustomerLanguage(language, () => write(language));
  const request = currentRequest();
  await tx
    .insert(mailQueue)
    .values(
      devices.map((device) => ({
        kind: 'push' as const,
        idempotencyKey: `customer:${appointmentId}:${key}:sub:${device.id}`,
        push: {
          subscriptionId: device.id,
          message: {
            type: 'job-update' as const,
            appointmentId,
            ...text,
            url: `${url.pathname}${url.search}`,
          },
          urgency: 'high' as const,
          topic: jobTopic(appointmentId),
          ttl: CUSTOMER_PUSH_TTL_S,
        },
        requestId: request?.requestId ?? null,
        traceparent: request?.traceparent ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: mailQueue.idempotencyKey });
  await publish(tx, { type: 'mail.queued' });
  return devices.length;
}
