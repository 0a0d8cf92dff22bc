import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE, NEW_JOB_ALERT } from '@vendor-portal/contract/messages';
import { newJobBodyValues } from '@vendor-portal/contract/messages/new-job-alert';
import { currentLanguage, type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { formatCents } from '@vendor-portal/contract/money';
import type { Tx } from '../../db/client.ts';
import { CAPABILITIES } from '@vendor-portal/contract/team';
import {
  appointments,
  identities,
  notificationSettings,
  pushSubscriptions,
  vendorHours,
  vendorMembers,
  vendors,
  webhookEndpoints,
} from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { claimableBy } from '../eligibility/rules.ts';
import { openForClaim } from '../appointments/unclaimed.ts';
import { selectHeads, toAppointment } from '../appointments/service.ts';
import { takeJobAlertTurns } from './job-alert-turns.ts';
import { isCompanyClosedAt } from '../availability/busy.ts';
import { heldForAnother } from '../offers/offer-rules.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { queuePushToMembers } from '../../lib/push-queue.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';
import { seesPaySql } from '../team/crew-pay.ts';
import { jobTopic } from '../../lib/push.ts';
import { unsubscribeUrl } from './notification-settings.ts';
import type { LinkKeys } from '../../lib/signed-links.ts';
import { inEachLanguage } from '../../lib/member-language.ts';
import { jobWhen, localParts } from '@vendor-portal/contract/dates';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';

// docs/architecture.md "Live events and alerts", "Alerts on the phone": when a job is booked, every vendor that
// may claim it at that moment is told at once. In the app the stream says `unclaimed added`; by mail to each
// owner and office member who wants it (unless it opted out, or asked for its business hours only and the
// company is closed), never for a job within the company's time off (availability/busy.ts isCompanyClosedAt),
// at most once an hour per company and job, queued in the booking's transaction, one mail
// per member and job, all in one batch for the mail worker.

/** A new job is worth a phone's attention for a few hours; after that it is likely claimed. */
const NEW_JOB_TTL_S = 4 * 60 * 60;

export interface AlertContext {
  brand: string;
  publicUrl: string;
  unsubscribeKey: LinkKeys;
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
 * The members who may hear of `appointmentId`: the owner and office members (the roles that claim) of every
 * company that may claim it now, with their own choices (docs/architecture.md "Alerts on the phone"): by mail,
 * by push (held back by quiet hours, in the company's zone), and whether the company is open when they asked
 * for its business hours only.
 */
async function recipients(tx: Tx, appointmentId: number, except: number | undefined, heldAt: Date | null) {
  const rows = await tx
    .select({
      vendorId: v.id,
      memberId: vendorMembers.id,
      email: identities.email,
      settingsUpdatedAt: notificationSettings.updatedAt,
      // Issue 46: each reads its alert in its own language, read here with it (no read per member).
      language: vendorMembers.language,
      emailNewJobs: sql<boolean>`coalesce(${notificationSettings.emailNewJobs}, true)`,
      // Only a member with a device takes its company's turn for push (job-alert-turns.ts).
      pushNewJobs: sql<boolean>`coalesce(${notificationSettings.pushNewJobs}, true)
        and exists (select 1 from ${pushSubscriptions} ps where ps.member_id = ${vendorMembers.id})`,
      quietHoursStart: notificationSettings.quietHoursStart,
      quietHoursEnd: notificationSettings.quietHoursEnd,
      timeZone: vendorTimeZone(sql`${v.id}`),
      // docs/architecture.md "Money that is fair": the owner always; the office only when the owner lets the crew see pay.
      seesPay: sql<boolean>`${seesPaySql(sql`${vendorMembers.role}`, sql`${v.crewSeesPay}`)}`,
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
        and (not coalesce(${notificationSettings.onlyDuringBusinessHours}, false) or ${openNow})
        and not ${isCompanyClosedAt(sql`${v.id}`, sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)}
        and ${v.id} <> ${except ?? 0}
        ${heldAt ? sql`and not ${heldForAnother(sql`${v.id}`, heldAt)}` : sql``}`,
    );
  return rows.filter((m) => m.emailNewJobs || m.pushNewJobs);
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The minutes of the day at `now` in `timeZone` (0–1439). */
const minuteOfDay = (now: Date, timeZone: string) => minutes(localParts(now, timeZone).slice(11, 16));

/**
 * When a new-job push may leave at `now` under quiet hours `start`–`end` (in the company's zone; across
 * midnight when end is earlier): now outside them, else their end. Counted in minutes of the local clock, so a
 * change of the clocks inside the quiet hours moves the end by that hour.
 */
export function afterQuietHours(now: Date, timeZone: string, start: string | null, end: string | null): Date {
  if (!start || !end) return now;
  const at = minuteOfDay(now, timeZone);
  const [s, e] = [minutes(start), minutes(end)];
  const inside = s < e ? at >= s && at < e : at >= s || at < e;
  if (!inside) return now;
  const wait = (e - at + 1440) % 1440;
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + wait * 60_000);
}

/**
 * Alerts queued ahead for the deadline of an offer (docs/architecture.md "Availability and dispatch"): due at `at`,
 * the companies' turns taken as of `at`, each row tied to the offer so that the queue drops it when the offer was
 * declined (the decline alerts at once) or the job claimed before then (lib/mail-queue.ts takeDue).
 */
export interface DeferredAlerts {
  at: Date;
  offerId: number;
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
  deferred?: DeferredAlerts,
): Promise<number> {
  // Deferred: as of the offer's deadline, with the offer itself ignored (it is what they wait for).
  const now = deferred?.at ?? context.now();
  // docs/architecture.md "Partners": every company that may claim it now and asked its webhooks for job.offered
  // (deferred alerts: the job is not open to them until the offer's deadline, told then by settleExpiredOffers).
  if (!deferred) await queueJobOffered(tx, appointmentId, now, except);
  const wanting = await recipients(tx, appointmentId, except, deferred ? null : now);
  const turns = await takeJobAlertTurns(tx, appointmentId, [...new Set(wanting.map((m) => m.vendorId))], now);
  const to = wanting.filter((m) => turns.has(m.vendorId));
  if (to.length === 0) return 0;
  const [head] = await selectHeads(tx).where(eq(appointments.id, appointmentId));
  const job = toAppointment(head!);
  const service = job.appointmentDetails.products.map((p) => p.title).join(', ');
  const { zipCode, city, timeZone } = job.property;
  // Each text is written in the member's language (issue 46), once per language (lib/member-language.ts): the
  // day in the property's zone, a date-only job its day alone (issue 38 item 3: no hidden time in the mail).
  const words = inEachLanguage(() => ({
    title: NEW_JOB_ALERT.newJobTitle({ service, zipCode }),
    when: job.actualDateTime ? jobWhen(job.actualDateTime, timeZone, schedulingKind(job.appointmentDetails)) : '',
    pay: formatCents(job.payoutCents ?? 0),
    subject: NEW_JOB_ALERT.mailSubject({ brand: context.brand, service, zipCode }),
    setting: LIVE.emailNewJobs,
  }));
  // A member who may not see pay (an office member while the owner keeps pay from the crew) reads no amount.
  const payFor = (member: { seesPay: boolean; language: Language }) =>
    member.seesPay ? words(member.language).pay : undefined;
  // Every company's phones at once (one batch for the queue worker); quiet hours hold a member's back.
  const pushes = to
    .filter((m) => m.pushNewJobs)
    .map((member) => ({
      member,
      at: afterQuietHours(now, member.timeZone, member.quietHoursStart, member.quietHoursEnd),
    }));
  // One message per time it may leave and per body (with or without pay), written in each member's language
  // (queuePushToMembers); the key is per device, so a member's message is its own whichever group it is in.
  const groups = new Set(pushes.map((p) => `${p.at.getTime()}:${p.member.seesPay}`));
  for (const group of groups) {
    const members = pushes.filter((p) => `${p.at.getTime()}:${p.member.seesPay}` === group);
    const seesPay = members[0]!.member.seesPay;
    await queuePushToMembers(
      tx,
      [
        {
          key: `push:new-job:${appointmentId}${round ? `:${round}` : ''}`,
          memberIds: members.map((p) => p.member.memberId),
          payload: () => {
            const { title, when, pay } = words(currentLanguage());
            return {
              message: {
                type: 'new-job',
                appointmentId,
                title,
                body: NEW_JOB_ALERT.newJobBody(newJobBodyValues({ when, city, pay: seesPay ? pay : undefined })),
                url: '/unclaimed',
              },
              urgency: 'high',
              topic: jobTopic(appointmentId),
              ttl: NEW_JOB_TTL_S,
            };
          },
          causedAt: now,
        },
      ],
      now,
      members[0]!.at,
      deferred?.offerId,
    );
  }
  await queueMail(
    tx,
    to
      .filter((m) => m.emailNewJobs)
      .map((member) => {
        const unsubscribe = unsubscribeUrl(
          context.publicUrl,
          context.unsubscribeKey,
          member.memberId,
          member.settingsUpdatedAt,
          now,
        );
        const { when, subject, setting } = words(member.language);
        const pay = payFor(member);
        return {
          idempotencyKey: `new-job:${appointmentId}:member:${member.memberId}${round ? `:${round}` : ''}`,
          to: member.email,
          subject,
          text: inLanguage(member.language, () =>
            NEW_JOB_ALERT.mailText({
              service,
              city,
              zipCode,
              when,
              paid: pay ? 'yes' : 'no',
              pay: pay ?? '',
              url: `${context.publicUrl}/unclaimed`,
              setting,
              unsubscribe,
            }),
          ),
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          causedAt: now,
          offerId: deferred?.offerId,
        };
      }),
    now,
  );
  return to.length;
}

/**
 * `job.offered` to the webhooks of every company that may claim `appointmentId` at `now` (not `except`, nor one
 * another company's offer keeps it from): one statement finds them, one queues them (lib/webhooks.ts). Only
 * companies with an endpoint asking for the event are looked at, so a booking costs nothing where nobody listens.
 */
export async function queueJobOffered(tx: Tx, appointmentId: number, now: Date, except?: number): Promise<number> {
  const rows = await tx
    .select({
      vendorId: v.id,
      zipCode: appointments.zipCode,
      actualDateTime: appointments.actualDateTime,
      duration: appointments.duration,
      payoutCents: appointments.payoutCents,
    })
    .from(v)
    .innerJoin(appointments, eq(appointments.id, appointmentId))
    .where(
      sql`exists (select 1 from ${webhookEndpoints} w where w.vendor_id = ${v.id} and w.enabled and w.events ? 'job.offered')
        and ${openForClaim} and ${claimableBy(sql`${v.id}`)}
        and ${v.id} <> ${except ?? 0}
        and not ${heldForAnother(sql`${v.id}`, now)}`,
    );
  const [job] = rows;
  if (!job) return 0;
  return queueWebhookEvent(
    tx,
    {
      vendorId: rows.map((r) => r.vendorId),
      type: 'job.offered',
      data: {
        appointmentId,
        zipCode: job.zipCode,
        actualDateTime: job.actualDateTime?.toISOString() ?? null,
        duration: job.duration,
        payoutCents: job.payoutCents,
      },
    },
    now,
  );
}
