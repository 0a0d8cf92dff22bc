import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, liveEvents } from '../../db/schema.ts';
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

/** What streams opening together read: each vendor's jobs, and the bus events their reading already reflects. */
export interface OpeningLists {
  lists: Map<number, Set<number>>;
  /**
   * The bus events after `handledUpTo` already committed when the lists were read (the same statement, so the
   * same snapshot): their effect is in the lists, so the hub does not judge them again for these streams when
   * it handles them (a late NOTIFY would otherwise be told under its old id, and a client resuming from that id
   * would hear of the later change twice).
   */
  committed: Set<number>;
}

/** Of the bus events after `handledUpTo`, at most this many (the newest) are read with the lists. */
const COMMITTED_READ = 1000;

/**
 * The same for many vendors at once (streams opening together): one query, each vendor's list
 * read by a lateral subquery with the list's own order and limit, and the bus events after `handledUpTo` that
 * its snapshot sees.
 */
export async function eligibleJobIdsFor(
  db: Db,
  vendorIds: number[],
  now: Date,
  handledUpTo = Number.MAX_SAFE_INTEGER,
): Promise<OpeningLists> {
  const lists = new Map<number, Set<number>>(vendorIds.map((id) => [id, new Set<number>()]));
  const committed = new Set<number>();
  if (vendorIds.length === 0) return { lists, committed };
  const perVendor = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(openForClaim, claimableBy(sql`cand.id`), not(heldForAnother(sql`cand.id`, now))))
    .orderBy(asc(appointments.actualDateTime), asc(appointments.id))
    .limit(UNCLAIMED_LIMIT);
  const result = await db.execute(sql`select e.ids as committed, x.vendor_id, x.job_id
    from (select coalesce(array_agg(l.id), '{}') as ids from ${liveEvents} l
      where l.id > ${handledUpTo}::bigint
        and l.id > (select coalesce(max(m.id), 0) from ${liveEvents} m) - ${COMMITTED_READ}) e
    left join (select cand.id as vendor_id, j.id as job_id
      from unnest(${`{${vendorIds.join(',')}}`}::int[]) as cand(id)
      cross join lateral (${perVendor}) as j) x on true`);
  const rows = (
    result as unknown as {
      rows: Array<{
        committed: Array<number | string>;
        vendor_id: number | string | null;
        job_id: number | string | null;
      }>;
    }
  ).rows;
  for (const id of rows[0]?.committed ?? []) committed.add(Number(id));
  for (const row of rows) if (row.job_id !== null) lists.get(Number(row.vendor_id))?.add(Number(row.job_id));
  return { lists, committed };
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
