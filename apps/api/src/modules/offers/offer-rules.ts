import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointmentOffers, appointments } from '../../db/schema.ts';

// docs/architecture.md "Availability and dispatch", offers: while the provider's team holds a job for one company,
// the others neither list it nor claim it. An offer holds while it is neither declined nor claimed and the clock
// has not reached its deadline: decided at read time from the app's clock (`now`, a bound instant), so a test
// moves the clock instead of waiting and no process has to mark offers expired.

/** An instant bound as a parameter (the app's clock), as PostgreSQL compares it. */
const instant = (at: Date | SQL) => (at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at);

/** The offer `ofr` holds the job at `now`. */
const holding = (now: Date | SQL) =>
  sql`ofr.declined_at is null and ofr.claimed_at is null and ofr.expires_at > ${instant(now)}`;

/** The job (`appointments` of the statement) is held at `now` for a company other than `vendorId`. */
export function heldForAnother(vendorId: number | SQL, now: Date | SQL): SQL {
  return sql`exists (select 1 from ${appointmentOffers} ofr
    where ofr.appointment_id = ${appointments.id} and ofr.vendor_id <> ${vendorId} and ${holding(now)})`;
}

/** When the offer holding job `jobId` for `vendorId` at `now` ends (null when none holds it). */
export function heldUntil(jobId: SQL, vendorId: number | SQL, now: Date | SQL): SQL {
  return sql`(select max(ofr.expires_at) from ${appointmentOffers} ofr
    where ofr.appointment_id = ${jobId} and ofr.vendor_id = ${vendorId} and ${holding(now)})`;
}

/**
 * In a claim's transaction: the offer holding the job for the claiming company ends claimed. Here, beside the rules
 * that read it, so that the claim (appointments/unclaimed.ts) needs nothing of the offers' service, which queues
 * new-job alerts (live/new-job-alerts.ts, which reads the claim's own rule): no import circle.
 */
export async function markOfferClaimed(tx: Tx, id: number, vendorId: number, now: Date): Promise<void> {
  await tx
    .update(appointmentOffers)
    .set({ claimedAt: now })
    .where(offerHolding(id, vendorId, now));
}

/** The offer row of job `id` for `vendorId` that holds it at `now` (neither declined nor claimed, not run out). */
export const offerHolding = (id: number, vendorId: number, now: Date): SQL | undefined =>
  and(
    eq(appointmentOffers.appointmentId, id),
    eq(appointmentOffers.vendorId, vendorId),
    isNull(appointmentOffers.declinedAt),
    isNull(appointmentOffers.claimedAt),
    gt(appointmentOffers.expiresAt, now),
  );
