import { PUSH } from '@vendor-portal/contract/messages';
import type { Tx } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';
import { publish } from '../../lib/event-bus.ts';
import { jobTopic } from '../../lib/push.ts';
import { currentRequest } from '../../lib/request-context.ts';
import { jobSummary } from './job-pushes.ts';

// docs/architecture.md "Alerts on the phone": the provider's staff hear of a job still unclaimed 24 hours and
// 2 hours before its start. No scheduler of our own: the booking (and each move) queues the two reminders in its
// transaction as rows of the one queue due at start−24 h and start−2 h, and the queue worker drops them when
// they fall due if the job was claimed, cancelled or moved meanwhile (lib/push-queue.ts fanOutToStaff), or
// else sends one to each staff device.

/** Hours before the start at which staff hear of a job still unclaimed. */
const STAFF_REMINDER_HOURS = [24, 2] as const;

/**
 * Queues the staff reminders of a job starting at `start`, in the caller's transaction: those still ahead of
 * `now` (a job booked 10 hours ahead gets the 2-hour one only). The start is part of the key: a move queues
 * new ones, and the old ones, whose start no longer matches, are dropped when they fall due.
 */
export async function queueStaffReminders(tx: Tx, appointmentId: number, start: Date, now: Date): Promise<number> {
  const ahead = STAFF_REMINDER_HOURS.filter((hours) => start.getTime() - hours * 3_600_000 > now.getTime());
  if (ahead.length === 0) return 0;
  const job = await jobSummary(tx, appointmentId);
  const request = currentRequest();
  await tx
    .insert(mailQueue)
    .values(
      ahead.map((hours) => {
        const due = new Date(start.getTime() - hours * 3_600_000);
        return {
          kind: 'push' as const,
          idempotencyKey: `push:unclaimed:${appointmentId}:${start.toISOString()}:${hours}h`,
          push: {
            subscriptionId: 0,
            staff: { startsAt: start.toISOString() },
            message: {
              type: 'unclaimed' as const,
              appointmentId,
              title: PUSH.unclaimedTitle(job.service, hours),
              body: PUSH.jobBody(job),
              url: '/ops/bookings',
            },
            urgency: 'high' as const,
            topic: jobTopic(appointmentId),
            // Worth delivering until the job starts.
            ttl: hours * 3600,
          },
          requestId: request?.requestId ?? null,
          traceparent: request?.traceparent ?? null,
          // On the app's clock: the hour of retries counts from when it falls due.
          createdAt: due,
          nextAttemptAt: due,
        };
      }),
    )
    .onConflictDoNothing({ target: mailQueue.idempotencyKey });
  await publish(tx, { type: 'mail.queued' });
  return ahead.length;
}
