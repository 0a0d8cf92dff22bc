import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import type { Tx } from '../../db/client.ts';
import { CAPABILITIES } from '@vendor-portal/contract/team';
import {
  appointments,
  identities,
  notificationSettings,
  vendorHours,
  vendorMembers,
  vendors,
} from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { claimableBy } from '../eligibility/rules.ts';
import { openForClaim } from '../appointments/unclaimed.ts';
import { selectHeads, toAppointment } from '../appointments/service.ts';
import { takeJobAlertTurns } from './job-alert-turns.ts';
import { isCompanyClosedAt } from '../availability/busy.ts';
import { unsubscribeUrl } from './notification-settings.ts';
import { jobWhen } from '@vendor-portal/contract/dates';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';

// docs/architecture.md "Live events and alerts", "Alerts on the phone": when a job is booked, every vendor that
// may claim it at that moment is told at once. In the app the stream says `unclaimed added`; by mail to each
// owner and office member who wants it (unless it opted out, or asked for its business hours only and the
// company is closed), never for a job within the company's time off (availability/busy.ts isCompanyClosedAt),
// at most once an hour per company and job, queued in the booking's transaction, one mail
// per member and job, all in one batch for the mail worker.

export interface AlertContext {
  brand: string;
  publicUrl: string;
  unsubscribeKey: Buffer;
  now: () => Date;
}

// Aliased: the eligibility rules read their own `vendors` row in subqueries.
const v = alias(vendors, 'v');

/** Open now by the vendor's own hours, in its own zone (vendor_hours: week day, HH:MM open and close). */
const openNow = sql`exists (
  select 1 from ${vendorHours} h
  where h.vendor_id = ${v.id} and h.open_time <> '' and h.close_time <> ''
    and h.week_day = to_char(now() at time zone h.time_zone, 'FMDay')
    and to_char(now() at time zone h.time_zone, 'HH24:MI') >= h.open_time
    and to_char(now() at time zone h.time_zone, 'HH24:MI') < h.close_time
)`;

/**
 * The members to mail about `appointmentId`: the owner and office members (the roles that claim) of every
 * company that may claim it now, each by its own choices (opted in, and its company open if it asked for that).
 */
async function recipients(
  tx: Tx,
  appointmentId: number,
  except?: number,
): Promise<{ vendorId: number; memberId: number; email: string; settingsUpdatedAt: Date | null }[]> {
  return tx
    .select({
      vendorId: v.id,
      memberId: vendorMembers.id,
      email: identities.email,
      settingsUpdatedAt: notificationSettings.updatedAt,
    })
    .from(v)
    .innerJoin(appointments, eq(appointments.id, appointmentId))
    .innerJoin(
      vendorMembers,
      and(
        eq(vendorMembers.vendorId, v.id),
        eq(vendorMembers.status, 'active'),
        inArray(vendorMembers.role, CAPABILITIES.claim),
      ),
    )
    .innerJoin(identities, eq(identities.id, vendorMembers.identityId))
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, vendorMembers.id))
    .where(
      sql`${openForClaim} and ${claimableBy(sql`${v.id}`)}
        and coalesce(${notificationSettings.emailNewJobs}, true)
        and (not coalesce(${notificationSettings.onlyDuringBusinessHours}, false) or ${openNow})
        and not ${isCompanyClosedAt(sql`${v.id}`, sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)}
        and ${v.id} <> ${except ?? 0}`,
    );
}

/**
 * Mails the members who want to hear of `appointmentId` (a booking, or a job released, moved or opened
 * again), of the companies whose turn it is (takeJobAlertTurns: once an hour per company and job).
 * `round` tells alerts of a moved or released job from the first ones (the queue keeps one mail per key);
 * `except` is a company not to alert (the one that released the job).
 */
export async function queueNewJobAlerts(
  tx: Tx,
  appointmentId: number,
  context: AlertContext,
  round?: string,
  except?: number,
): Promise<number> {
  const now = context.now();
  const wanting = await recipients(tx, appointmentId, except);
  const turns = await takeJobAlertTurns(tx, appointmentId, [...new Set(wanting.map((m) => m.vendorId))], now);
  const to = wanting.filter((m) => turns.has(m.vendorId));
  if (to.length === 0) return 0;
  const [head] = await selectHeads(tx).where(eq(appointments.id, appointmentId));
  const job = toAppointment(head!);
  const service = job.appointmentDetails.products.map((p) => p.title).join(', ');
  const { zipCode, city, timeZone } = job.property;
  // In the property's zone; a date-only job is its day (issue 38 item 3: no hidden time in the mail).
  const when = job.actualDateTime ? jobWhen(job.actualDateTime, timeZone, schedulingKind(job.appointmentDetails)) : '';
  await queueMail(
    tx,
    to.map((member) => {
      const unsubscribe = unsubscribeUrl(
        context.publicUrl,
        context.unsubscribeKey,
        member.memberId,
        member.settingsUpdatedAt,
        now,
      );
      return {
        idempotencyKey: `new-job:${appointmentId}:member:${member.memberId}${round ? `:${round}` : ''}`,
        to: member.email,
        subject: LIVE.mailSubject(context.brand, service, zipCode),
        text: LIVE.mailText({
          service,
          zipCode,
          city,
          when,
          pay: formatCents(job.payoutCents ?? 0),
          url: `${context.publicUrl}/unclaimed`,
          unsubscribe,
        }),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    }),
    now,
  );
  return to.length;
}
