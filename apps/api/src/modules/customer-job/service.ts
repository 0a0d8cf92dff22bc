import { asc, eq, sql } from 'drizzle-orm';
import type { CustomerJob, CustomerJobStatus } from '@vendor-portal/contract/customer-job';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  customers,
  extraTimeRequests,
  jobLinks,
  onMyWay,
  properties,
  vendorMembers,
  vendors,
} from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hit, limitOf } from '../../identity/rate-limit.ts';
import { RATE_LIMITS } from '@vendor-portal/contract/rate-limits';
import { customerLanguage, inCustomerLanguage, servicesText } from '../../lib/customer-mail.ts';
import { jobTokenDigest } from './job-link.ts';
import { customerRating } from '../ratings/rating-state.ts';

// docs/architecture.md "The customer's page": GET /api/public/job?token=… answers the booking its link opens, as
// the customer reads it, and nothing else: no member's email or phone, no company address, no pay. A link ends 30
// days after the job is completed or cancelled; an unknown, forged or ended token is one answer, 400
// invalid-job-token, and 20 of those a minute from one IP are 429.

/** How long a link outlives its job's end (completion, a no-show's closing, or cancellation). */
export const LINK_DAYS_AFTER_END = 30;
/** Bad tokens one IP may try in a minute. */
export const BAD_TOKENS_PER_MINUTE = RATE_LIMITS['job-token'].ip.max;

export interface OpenedJob {
  appointmentId: number;
  vendorId: number | null;
  language: 'en' | 'es';
  /** When the link ends: 30 days after the job's end; null while the job is open. */
  endsAt: Date | null;
}

const ends = sql<Date | null>`coalesce(${appointments.completedAt}, ${appointments.cancelledAt})`;
const linkEnd = (end: Date | string | null) =>
  end === null ? null : new Date(new Date(end).getTime() + LINK_DAYS_AFTER_END * 86_400_000);

/** When the booking's link ends now (a job completed or cancelled since the link was opened ends it too). */
export async function linkEndOf(db: Db, appointmentId: number): Promise<Date | null> {
  const [row] = await db.select({ end: ends }).from(appointments).where(eq(appointments.id, appointmentId));
  return linkEnd(row?.end ?? null);
}

/**
 * The booking a token opens while its link lasts; anything else is 400 invalid-job-token, counted against the
 * caller's IP (the 21st bad try in a minute is 429 with Retry-After).
 */
export async function openJobLink(db: Db, token: string, ip: string, now: Date): Promise<OpenedJob> {
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      vendorId: appointments.vendorId,
      language: customers.language,
      end: ends,
    })
    .from(jobLinks)
    .innerJoin(appointments, eq(appointments.id, jobLinks.appointmentId))
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(
      sql`${jobLinks.tokenDigest} = ${jobTokenDigest(token)} and (${ends} is null or ${ends} + make_interval(days => ${LINK_DAYS_AFTER_END}) > ${now.toISOString()}::timestamptz)`,
    );
  if (row) {
    const { end, ...job } = row;
    return { ...job, language: customerLanguage(row.language), endsAt: linkEnd(end) };
  }
  await hit(db, limitOf('job-token', 'ip', ip), now);
  throw new AppError('invalid-job-token');
}

/** The stage as the customer reads it, from what the booking records. */
export function customerJobStatus(job: {
  cancelledAt: Date | null;
  completedAt: Date | null;
  outcome: string | null;
  checkedInAt: Date | null;
  onMyWayAt: Date | null;
  vendorId: number | null;
}): CustomerJobStatus {
  if (job.cancelledAt) return 'cancelled';
  if (job.completedAt) return job.outcome === 'no-show' ? 'no-show' : 'completed';
  if (job.checkedInAt) return 'arrived';
  if (job.onMyWayAt) return 'on-my-way';
  return job.vendorId === null ? 'booked' : 'claimed';
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The answer of GET /api/public/job for an opened booking. */
export async function readCustomerJob(db: Db, opened: OpenedJob, now: Date = new Date()): Promise<CustomerJob> {
  const [job] = await db
    .select({
      vendorId: appointments.vendorId,
      actualDateTime: appointments.actualDateTime,
      lines: appointments.lines,
      cancelledAt: appointments.cancelledAt,
      completedAt: appointments.completedAt,
      outcome: appointments.outcome,
      checkedInAt: appointments.checkedInAt,
      timeZone: properties.timeZone,
      companyName: vendors.title,
      technicianName: vendorMembers.name,
      // "On my way" counts from the company that holds the job now (a released job's old mail does not).
      onMyWayAt: onMyWay.sentAt,
      etaMinutes: onMyWay.etaMinutes,
    })
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .leftJoin(vendors, eq(vendors.id, appointments.vendorId))
    .leftJoin(vendorMembers, eq(vendorMembers.id, appointments.assigneeId))
    .leftJoin(
      onMyWay,
      sql`${onMyWay.appointmentId} = ${appointments.id} and ${onMyWay.vendorId} = ${appointments.vendorId}`,
    )
    .where(eq(appointments.id, opened.appointmentId));
  const extra = await db
    .select({
      id: extraTimeRequests.id,
      minutes: extraTimeRequests.minutes,
      status: extraTimeRequests.status,
      priceCents: extraTimeRequests.priceCents,
    })
    .from(extraTimeRequests)
    .where(eq(extraTimeRequests.appointmentId, opened.appointmentId))
    .orderBy(asc(extraTimeRequests.id));
  const status = customerJobStatus(job!);
  const firstName = job!.technicianName?.trim().split(/\s+/)[0];
  const etaShown = status === 'on-my-way' || status === 'arrived';
  return {
    status,
    service: inCustomerLanguage(opened.language, () => servicesText(opened.language, job!.lines)),
    when: iso(job!.actualDateTime),
    schedulingKind: schedulingKindOfLines(job!.lines),
    timeZone: job!.timeZone,
    company: job!.vendorId !== null && job!.companyName !== null ? { name: job!.companyName } : null,
    technician: job!.vendorId !== null && firstName ? { firstName } : null,
    etaAt:
      etaShown && job!.onMyWayAt ? new Date(job!.onMyWayAt.getTime() + job!.etaMinutes! * 60_000).toISOString() : null,
    checkedInAt: iso(job!.checkedInAt),
    completedAt: iso(job!.completedAt),
    extraTime: extra.map((r) => ({ ...r, priceCents: Number(r.priceCents) })),
    // docs/architecture.md "Ratings and the right of reply" (modules/ratings/service.ts).
    ...(await customerRating(db, opened.appointmentId, { status, completedAt: job!.completedAt }, now)),
  };
}
