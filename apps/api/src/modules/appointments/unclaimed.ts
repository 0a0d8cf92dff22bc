import { and, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Appointment, JobFit, UnclaimedItem } from '@vendor-portal/contract/appointments';
import { ELIGIBILITY_CODES, type NearbyItem, type UnclaimedResponse } from '@vendor-portal/contract/eligibility';
import { APPOINTMENTS, AVAILABILITY, ELIGIBILITY } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { appointments, customers, properties, vendors } from '../../db/schema.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { rawStatement, type RawRow } from '../../db/raw-statement.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { recordAudit } from '../ops/audit.ts';
import type { JobLinkKeys } from '../customer-job/job-link.ts';
import { queueCustomerStatusMail } from '../customer-job/status-mails.ts';
import {
  claimableBy,
  everyLineOffered,
  inGoodStanding,
  offeredByZip,
  servesEveryProduct,
  servesZip,
} from '../eligibility/rules.ts';
import { busyDetails } from '../availability/busy-details.ts';
import { eligibilityOf, standingRefusals, vendorEligibility } from '../eligibility/vendor-eligibility.ts';
import {
  availabilityFor,
  claimNeedsConfirm,
  companyScheduleJson,
  epochMicros,
  MICROS_PER_MINUTE,
  type CompanySchedule,
  type OverlappingJob,
} from '../availability/busy.ts';
import { heldForAnother, heldUntil, markOfferClaimed } from '../offers/offer-rules.ts';
import { fitHoursCte, fitMineCte, openOnTheDay, overlappingJobs, withinHours } from './job-fit.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { schedulingKind, schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { getAppointment, isoInstant, toAppointment, UNCLAIMED_LIMIT, type Head } from './service.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';

export const openForClaim = and(
  isNull(appointments.vendorId),
  isNull(appointments.completedAt),
  isNull(appointments.cancelledAt),
  sql`${appointments.actualDateTime} > now()`,
);

/** The vendor of a prepared statement (`execute({ vendorId })`). */
const vendor = sql`${sql.placeholder('vendorId')}`;
/** The app's clock (`execute({ now })`, ISO): whether an offer still holds a job is decided by it. */
const nowParam = sql`${sql.placeholder('now')}::timestamptz`;
const jobStart = sql`j.actual_date_time`;
const jobLength = sql`j.appointment_length`;

/** A vendor that may not claim sees the job (service, date, city, zip, length), never who or where exactly. */
function withoutCustomerData(item: UnclaimedItem): UnclaimedItem {
  const customer = { firstName: '', lastName: '', email: null, phone: null };
  const property = { ...item.property, title: '', street1: '', street2: null };
  return { ...item, customer, property, appointment: { ...item.appointment, customer, property } };
}

function toUnclaimedItem(h: Head, fit: JobFit, offerExpiresAt: string | null): UnclaimedItem {
  return {
    baseAppointment: { id: h.appointmentBaseId, appointmentLength: h.appointmentLength },
    appointment: toAppointment(h),
    property: h.property,
    customer: h.customer,
    fit,
    offer: offerExpiresAt === null ? null : { expiresAt: offerExpiresAt },
  };
}

/** A jsonb value as the driver gives it (parsed already by node-postgres and PGlite; text otherwise). */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A job of the vendor's zip codes that needs a product it does not offer there (`offered`: what it does). */
function toNearbyItem(h: Head, offered: number[]): NearbyItem {
  const appointment = toAppointment(h);
  const products = appointment.appointmentDetails.products.map(({ id, title }) => ({ id, title }));
  return {
    appointmentId: h.id,
    actualDateTime: isoInstant(h.actualDateTime),
    appointmentLength: h.appointmentLength,
    city: h.property.city,
    zipCode: h.property.zipCode,
    timeZone: h.property.timeZone,
    schedulingKind: schedulingKind(appointment.appointmentDetails),
    products,
    missingProducts: products.filter((p) => !offered.includes(p.id)),
    payoutCents: appointment.payoutCents,
  };
}

/** A timestamptz as the contract writes instants (Date#toISOString: UTC, milliseconds, Z), by the database. */
const isoText = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * docs/architecture.md "Answering fast": the whole answer in ONE statement. The vendor's standing (which
 * eligibility rules refuse it, one text column), then every open job in the zip codes it serves, each
 * read once and marked served (everyLineOffered: the claim's own rule) or not, at most UNCLAIMED_LIMIT
 * of each kind, soonest first. The vendor's row is the left side, so a vendor with no job still gets
 * its standing. A job's customer is read only when it is served (a nearby job never shows one), and
 * so is its fit (job-fit.ts: the vendor's hours and open appointments, each read once).
 */
const unclaimedQuery = sql`
  with standing as materialized (
    select ${vendors.createdAt} as vendor_created_at, ${standingRefusals()} as refused,
      ${vendorTimeZone(sql`${vendors.id}`)} as time_zone
    from ${vendors} where ${vendors.id} = ${vendor}
  ),
  offered as materialized (${offeredByZip(vendor)}),
  ${fitHoursCte(vendor)},
  ${fitMineCte(vendor)},
  jobs as (
    select ${appointments.id} as id, ${appointments.appointmentBaseId} as appointment_base_id,
      ${appointments.actualDateTime} as actual_date_time, ${appointments.completedAt} as completed_at,
      ${appointments.duration} as duration, ${appointments.customerId} as customer_id,
      ${appointments.propertyId} as property_id, ${appointments.lines} as lines,
      ${appointments.appointmentLength} as appointment_length,
      ${appointments.linePayoutCents} as line_payout_cents, o.products as offered, s.served,
      row_number() over (partition by s.served order by ${appointments.actualDateTime}, ${appointments.id}) as rank
    from offered o
    join ${appointments} on ${appointments.zipCode} = o.zip_code
    cross join lateral (select ${everyLineOffered(sql`${appointments.lines}`, sql`o.products`)} as served) s
    where ${openForClaim} and not ${heldForAnother(vendor, nowParam)}
  )
  select standing.vendor_created_at, standing.refused, j.served, j.offered,
    j.id, j.appointment_base_id, j.appointment_length,
    ${isoText(sql`j.actual_date_time`)}, ${isoText(sql`j.completed_at`)}, j.duration,
    c.first_name, c.last_name, c.email, c.phone,
    p.title, p.street1, p.street2, p.city, p.state, p.zip_code, p.time_zone, j.lines, j.line_payout_cents,
    case when j.served then ${withinHours(jobStart, jobLength)} end,
    case when j.served then ${overlappingJobs(jobStart, jobLength)} end,
    case when j.served then ${openOnTheDay(jobStart, sql`p.time_zone`)} end,
    standing.time_zone,
    case when j.served then ${epochMicros(jobStart)} end,
    case when j.served then ${isoText(heldUntil(sql`j.id`, vendor, nowParam))} end,
    case when j.served and j.rank = 1 then ${companyScheduleJson(vendor, sql`(select time_zone from standing)`)} end
  from standing
  left join (
    jobs j
    join ${properties} p on p.id = j.property_id
    left join ${customers} c on c.id = j.customer_id and j.served
  ) on j.rank <= ${sql.raw(String(UNCLAIMED_LIMIT))}
  order by ${heldUntil(sql`j.id`, vendor, nowParam)} is null, j.actual_date_time, j.id`;

/** The row's job as the other appointment answers read it (service.ts Head), from column `at` on. */
function headAt(row: RawRow, at: number): Head {
  return {
    id: row[at] as number,
    appointmentBaseId: row[at + 1] as number,
    appointmentLength: row[at + 2] as number,
    actualDateTime: row[at + 3] as string | null,
    completedAt: row[at + 4] as string | null,
    duration: row[at + 5] as number,
    customer: {
      firstName: row[at + 6] as string,
      lastName: row[at + 7] as string,
      email: row[at + 8] as string | null,
      phone: row[at + 9] as string | null,
    },
    property: {
      title: row[at + 10] as string,
      street1: row[at + 11] as string,
      street2: row[at + 12] as string | null,
      city: row[at + 13] as string,
      state: row[at + 14] as string,
      zipCode: row[at + 15] as string,
      timeZone: row[at + 16] as string,
    },
    lines: row[at + 17] as Head['lines'],
    // int8[] as the driver gives it (text on PostgreSQL): toAppointment reads each with Number.
    linePayoutCents: row[at + 18] as number[],
  };
}

/** Without a served job (or in bench/availability.mjs's statement without them) there is no schedule. */
const NO_SCHEDULE = { timeOff: false, free: [] };

/** GET /appointment/unclaimed: soonest first, with whether and why not the vendor may claim. */
export async function listUnclaimed(db: Db, vendorId: number, now: Date = new Date()): Promise<UnclaimedResponse> {
  const rows = await preparedOnce(db, 'appointments_unclaimed', () =>
    rawStatement(db, 'appointments_unclaimed', unclaimedQuery),
  ).execute({ vendorId, now: now.toISOString() });
  return unclaimedAnswer(rows);
}

/** The unclaimed statement's rows as GET /appointment/unclaimed answers them (bench/availability.mjs times it). */
export function unclaimedAnswer(rows: RawRow[]): UnclaimedResponse {
  // Columns: the vendor's createdAt and its standing refusals, then served, offered, the job and its fit.
  const first = rows[0];
  const eligibility = eligibilityOf(
    (first?.[0] as Date | undefined) ?? null,
    (first?.[1] as string | undefined) ?? null,
    (first?.[26] as string | undefined) ?? DEFAULT_TIME_ZONE,
  );
  const data: UnclaimedItem[] = [];
  const nearby: NearbyItem[] = [];
  // The company's crew, time off and jobs, once on the first served row (companyScheduleJson).
  const schedule = fromJson<CompanySchedule | null>(rows.find((row) => row[29] != null)?.[29] ?? null);
  const availabilityAt = schedule ? availabilityFor(schedule) : null;
  for (const row of rows) {
    if (row[4] === null) continue; // the vendor's standing alone: no open job in its zip codes
    const head = headAt(row, 4);
    if (row[2] === true) {
      const overlapping = fromJson<OverlappingJob[]>(row[24]);
      data.push(
        toUnclaimedItem(
          head,
          {
            // A date-only job fits the hours when the vendor is open that day at all (job-fit.ts openOnTheDay).
            withinHours: (schedulingKindOfLines(head.lines) === 'date' ? row[25] : row[23]) === true,
            conflicts: overlapping.map(([id]) => id),
            ...(availabilityAt
              ? availabilityAt(
                  row[27] as number,
                  (row[27] as number) + head.appointmentLength * MICROS_PER_MINUTE,
                  overlapping,
                )
              : NO_SCHEDULE),
          },
          (row[28] as string | null) ?? null,
        ),
      );
    } else nearby.push(toNearbyItem(head, fromJson<number[]>(row[3])));
  }
  return {
    data: eligibility.canClaim ? data : data.map(withoutCustomerData),
    eligibility,
    nearby,
  };
}

/**
 * PATCH /appointment/claim/{id}: ONE conditional UPDATE decides the race (docs/architecture.md): of
 * any number of concurrent claimers exactly one matches `vendor_id is null`, and only a vendor the
 * eligibility rules allow matches at all. Only when nothing was updated do we look up why: 404 for
 * appointments outside the vendor's area, past or completed (never revealing them), then 403 with
 * the first reason when the vendor may not claim, 409 when someone else holds it, 403
 * `service-not-offered` for a job of its area it does not serve for every product. The winner
 * repeating its claim gets 200.
 */
export async function claimAppointment(
  db: Db,
  vendorId: number,
  id: number,
  actorEmail: string,
  confirm = false,
  /** The app's clock: a job held for another company until later is refused (409 offered-to-another). */
  now: Date = new Date(),
  /** The customer's link (the API): the customer is mailed who took its job. */
  links?: JobLinkKeys,
): Promise<Appointment> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ vendorId, claimedAt: sql`now()` })
      .where(and(eq(appointments.id, id), openForClaim, claimableBy(vendorId), not(heldForAnother(vendorId, now))))
      .returning({ id: appointments.id, claimedAt: appointments.claimedAt });
    if (rows.length > 0 && !confirm) {
      // docs/architecture.md "Availability and dispatch": never double-booked by accident. Asked once the job is
      // the company's, in the same transaction: the refusal rolls the claim back, so nothing changes.
      const busy = await claimNeedsConfirm(tx, vendorId, id);
      if (busy)
        throw new AppError(
          'no-one-free',
          busy.timeOff ? AVAILABILITY.closedThen : AVAILABILITY.noOneFree,
          {},
          { ...busy, ...(await busyDetails(tx, vendorId, id, busy, 'all')) },
        );
    }
    if (rows.length > 0) {
      // An offer that held the job for this company ends claimed (the console's Bookings says so).
      await markOfferClaimed(tx, id, vendorId, now);
      // docs/architecture.md "Live events and alerts": in the claim's transaction; so is its audit row
      // (issue 38 item 14: who took a job, and when, is read in the log beside its release).
      await publish(tx, { type: 'appointment.claimed', appointmentId: id, vendorId });
      // docs/architecture.md "Partners": the company's own software hears of it with the claim.
      await queueWebhookEvent(
        tx,
        {
          vendorId,
          type: 'job.claimed',
          data: { appointmentId: id, claimedAt: rows[0]!.claimedAt?.toISOString() ?? null },
        },
        now,
      );
      await recordAudit(tx, {
        actor: actorEmail,
        action: 'appointment.claim',
        target: `appointment:${id}`,
        before: { vendorId: null },
        after: { vendorId, claimedAt: rows[0]!.claimedAt },
      });
      if (links) await queueCustomerStatusMail(tx, { links, now }, id, 'claimed', String(vendorId));
    }
    return rows;
  });
  if (claimed.length > 0) return getAppointment(db, vendorId, id);

  const [found] = await db
    .select({
      vendorId: appointments.vendorId,
      open: sql<boolean>`${openForClaim}`.mapWith(Boolean),
      completed: sql<boolean>`${appointments.completedAt} is not null`.mapWith(Boolean),
      served: sql<boolean>`${servesEveryProduct(vendorId)}`.mapWith(Boolean),
      // Read in the same round trip, so that a vendor who lost a race is told 409 without another query.
      inGoodStanding: sql<boolean>`${inGoodStanding(vendorId)}`.mapWith(Boolean),
      held: sql<boolean>`${heldForAnother(vendorId, now)}`.mapWith(Boolean),
    })
    .from(appointments)
    .where(and(eq(appointments.id, id), servesZip(vendorId)))
    .limit(1);
  if (!found) throw notFound(APPOINTMENTS.notFound(id));
  // A repeated claim by the winner (a double click) is not a conflict.
  if (found.vendorId === vendorId) return getAppointment(db, vendorId, id);
  const gone =
    found.completed || (found.vendorId === null && !found.open) || (found.vendorId !== null && !found.served);
  if (gone) throw notFound(APPOINTMENTS.notFound(id));
  if (!found.inGoodStanding) {
    const [first] = (await vendorEligibility(db, vendorId)).reasons;
    if (first) throw new AppError(first.code, first.message);
  }
  if (found.vendorId !== null) throw conflict(APPOINTMENTS.alreadyClaimed);
  if (!found.served) throw new AppError(ELIGIBILITY_CODES.serviceNotOffered, ELIGIBILITY.serviceNotOffered);
  // docs/architecture.md "Availability and dispatch": held for another company until its offer ends.
  if (found.held) throw new AppError('offered-to-another');
  // Eligible and open a moment ago: another vendor won in between.
  throw conflict(APPOINTMENTS.alreadyClaimed);
}
