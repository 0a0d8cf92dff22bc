import { and, eq, inArray, sql } from 'drizzle-orm';
import { PUSH } from '@vendor-portal/contract/messages';
import type { PushType } from '@vendor-portal/contract/push';
import { jobWhen } from '@vendor-portal/contract/dates';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';
import { CAPABILITIES } from '@vendor-portal/contract/team';
import type { Tx } from '../../db/client.ts';
import { appointments, notificationSettings, vendorMembers } from '../../db/schema.ts';
import { jobTopic } from '../../lib/push.ts';
import { queuePushToMembers } from '../../lib/push-queue.ts';
import { selectHeads, toAppointment } from '../appointments/service.ts';

// docs/architecture.md "Alerts on the phone (Web Push)", who gets what: `assigned` and `unassigned` go to the
// technician; `rescheduled` and `cancelled` to the job's assignee, else to its company's owner and office
// members. Each member's own switch decides (pushAssignments, pushChanges). Queued in the change's transaction.
// A payload names the service, the day and the town: never the customer's email, phone or street.

/** How long a push service keeps a message for a phone that is off: a job's news is stale after a day. */
const CHANGE_TTL_S = 24 * 60 * 60;

/**
 * The job as a notification names it: its services, when (in the property's zone) and the town. `when` is written
 * when read, in the language active then: inside the `inLanguage` of the member it is for (issue 46).
 */
export async function jobSummary(tx: Tx, appointmentId: number) {
  const [head] = await selectHeads(tx).where(eq(appointments.id, appointmentId));
  const job = toAppointment(head!);
  // The holding company is not part of the vendor's answer; read it beside.
  const [held] = await tx
    .select({ vendorId: appointments.vendorId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const { zipCode, city, timeZone } = job.property;
  return {
    service: job.appointmentDetails.products.map((p) => p.title).join(', '),
    zipCode,
    city,
    get when() {
      return job.actualDateTime ? jobWhen(job.actualDateTime, timeZone, schedulingKind(job.appointmentDetails)) : '';
    },
    payoutCents: job.payoutCents ?? 0,
    vendorId: held?.vendorId ?? null,
    assigneeId: head!.assigneeId ?? null,
  };
}

// A function, not a table of the catalogue's functions: a text is read when it is written, in its reader's language.
type ChangeType = Exclude<PushType, 'new-job' | 'offered' | 'unclaimed' | 'rated' | 'job-update'>;
const titleOf = (type: ChangeType, service: string) =>
  ({
    assigned: () => PUSH.assignedTitle(service),
    unassigned: () => PUSH.unassignedTitle(service),
    rescheduled: () => PUSH.rescheduledTitle(service),
    cancelled: () => PUSH.cancelledTitle(service),
  })[type]();

/**
 * Pushes a change of a job to the members it concerns: `memberIds` when given (the technician), else the
 * job's assignee, else its company's owner and office. `key` makes the message once per change.
 */
export async function queueJobChangePush(
  tx: Tx,
  change: {
    type: ChangeType;
    appointmentId: number;
    key: string;
    memberIds?: readonly number[];
    /**
     * The title and body when they are not the type's own (more time answered is told as a change of the job),
     * written once per language of the members it goes to.
     */
    text?: (job: { service: string; when: string; city: string }) => { title: string; body: string };
  },
  now: Date,
): Promise<number> {
  const job = await jobSummary(tx, change.appointmentId);
  if (job.vendorId === null) return 0;
  const setting = change.type === 'assigned' || change.type === 'unassigned' ? 'pushAssignments' : 'pushChanges';
  const column = notificationSettings[setting];
  const who =
    change.memberIds !== undefined
      ? inArray(vendorMembers.id, [...change.memberIds, 0])
      : job.assigneeId !== null
        ? eq(vendorMembers.id, job.assigneeId)
        : inArray(vendorMembers.role, CAPABILITIES.claim);
  const members = await tx
    .select({ id: vendorMembers.id })
    .from(vendorMembers)
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, vendorMembers.id))
    .where(
      and(
        eq(vendorMembers.vendorId, job.vendorId),
        eq(vendorMembers.status, 'active'),
        who,
        sql`coalesce(${column}, true)`,
      ),
    );
  if (members.length === 0) return 0;
  // Written in each member's language (queuePushToMembers reads it with the devices): issue 46.
  const text = () => change.text?.(job) ?? { title: titleOf(change.type, job.service), body: PUSH.jobBody(job) };
  return queuePushToMembers(
    tx,
    [
      {
        key: `push:${change.type}:${change.appointmentId}:${change.key}`,
        memberIds: members.map((m) => m.id),
        payload: () => ({
          message: {
            type: change.type,
            appointmentId: change.appointmentId,
            ...text(),
            url: `/appointments/${change.appointmentId}`,
          },
          urgency: 'normal',
          topic: jobTopic(change.appointmentId),
          ttl: CHANGE_TTL_S,
        }),
      },
    ],
    now,
  );
}
