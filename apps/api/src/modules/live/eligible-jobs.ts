import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { openForClaim } from '../appointments/unclaimed.ts';
import { UNCLAIMED_LIMIT } from '../appointments/service.ts';
import { claimableBy, servesEveryProduct } from '../eligibility/rules.ts';
import { heldForAnother } from '../offers/offer-rules.ts';

// What a vendor's stream says `unclaimed` about: the jobs it may claim now, i.e. the unclaimed list
// (openForClaim) narrowed by the claim's own eligibility condition (claimableBy). Both are the SQL
// the list and the claim use, so a stream can never tell a vendor about a job it could not see. A job the
// provider's team holds for another company (an offer, issue 42) is on neither: `now` is the app's clock,
// as the list and the claim judge offers, so an offer and its decline reach the other companies' pages.

/** The jobs `vendorId` may claim now (as many as the unclaimed list shows). */
export async function eligibleJobIds(db: Db, vendorId: number, now: Date): Promise<Set<number>> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(openForClaim, claimableBy(vendorId), not(heldForAnother(vendorId, now))))
    .orderBy(asc(appointments.actualDateTime), asc(appointments.id))
    .limit(UNCLAIMED_LIMIT);
  return new Set(rows.map((r) => r.id));
}

/**
 * The same for many vendors at once (streams opening together): one query, each vendor's list
 * read by a lateral subquery with the list's own order and limit.
 */
export async function eligibleJobIdsFor(db: Db, vendorIds: number[], now: Date): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(vendorIds.map((id) => [id, new Set<number>()]));
  if (vendorIds.length === 0) return out;
  const perVendor = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(openForClaim, claimableBy(sql`cand.id`), not(heldForAnother(sql`cand.id`, now))))
    .orderBy(asc(appointments.actualDateTime), asc(appointments.id))
    .limit(UNCLAIMED_LIMIT);
  const result = await db.execute(sql`select cand.id as vendor_id, j.id as job_id
    from unnest(${`{${vendorIds.join(',')}}`}::int[]) as cand(id)
    cross join lateral (${perVendor}) as j`);
  for (const row of (result as unknown as { rows: Array<{ vendor_id: number | string; job_id: number | string }> })
    .rows)
    out.get(Number(row.vendor_id))?.add(Number(row.job_id));
  return out;
}

/** Of `vendorIds`, those that may claim `appointmentId` now: one query whatever the number of vendors. */
export async function vendorsEligibleFor(
  db: Db,
  appointmentId: number,
  vendorIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (vendorIds.length === 0) return new Set();
  const candidate = sql`cand.id`;
  const rows = await db
    .select({ id: sql<number>`cand.id`.mapWith(Number) })
    .from(appointments)
    .innerJoin(sql`unnest(${`{${vendorIds.join(',')}}`}::int[]) as cand(id)`, sql`true`)
    .where(
      and(
        eq(appointments.id, appointmentId),
        openForClaim,
        claimableBy(candidate),
        not(heldForAnother(candidate, now)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** For a replayed event: whether the job is claimable by the vendor now, and whether it is in its area at all. */
export async function jobStanding(
  db: Db,
  vendorId: number,
  appointmentId: number,
  now: Date,
): Promise<{ eligible: boolean; inArea: boolean }> {
  const [row] = await db
    .select({
      eligible:
        sql<boolean>`(${openForClaim} and ${claimableBy(vendorId)} and not ${heldForAnother(vendorId, now)})`.mapWith(
          Boolean,
        ),
      inArea: sql<boolean>`${servesEveryProduct(vendorId)}`.mapWith(Boolean),
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row ?? { eligible: false, inArea: false };
}
