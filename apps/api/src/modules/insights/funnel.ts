import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStep, type FunnelVendor } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments, identities, vendors } from '../../db/schema.ts';
import { periodStart } from './period.ts';

// The funnel: the vendors who signed up in the period, and how far each got. Every step includes
// the ones before it (approved means verified and approved), so the counts only go down.

/** Has the vendor (`vendors` of the enclosing query) ever held a job? Each half walks a vendor index. */
const claimedOnce = sql`(exists (select 1 from ${appointments} a where a.vendor_id = ${vendors.id} and a.completed_at is null)
  or exists (select 1 from ${appointments} a where a.vendor_id = ${vendors.id} and a.completed_at is not null))`;

const verified = sql`${identities.emailVerified}`;
const approved = sql`(${verified} and ${vendors.reviewStatus} = 'approved')`;

/** Whether the vendor reached each step (the `vendors` and `identities` rows of the enclosing query). */
const REACHED: Record<FunnelStep, SQL> = {
  signedUp: sql`true`,
  verified,
  approved,
  claimedOnce: sql`(${approved} and ${claimedOnce})`,
};

const cohort = (days: number) =>
  and(eq(identities.id, vendors.identityId), sql`${vendors.createdAt} >= ${periodStart(days)}`);

/** The count at each step: one query over the period's sign-ups. */
export async function funnelCounts(db: Db, days: number): Promise<Record<FunnelStep, number>> {
  const [row] = await db
    .select(
      Object.fromEntries(
        FUNNEL_STEPS.map((step) => [step, sql<number>`(count(*) filter (where ${REACHED[step]}))::int`]),
      ) as Record<FunnelStep, SQL<number>>,
    )
    .from(vendors)
    .innerJoin(identities, cohort(days));
  return row as Record<FunnelStep, number>;
}

/** The furthest step as one column: the last step whose condition holds. */
const furthestStep = sql<FunnelStep>`(case ${sql.join(
  [...FUNNEL_STEPS].reverse().map((step) => sql`when ${REACHED[step]} then ${step}`),
  sql` `,
)} end)`;

const FUNNEL_LIST_LIMIT = 500;

/** The vendors who reached `step` in the period, oldest sign-up first, each with where it stopped. */
export async function funnelVendors(db: Db, days: number, step: FunnelStep): Promise<FunnelVendor[]> {
  const rows = await db
    .select({
      id: vendors.id,
      title: vendors.title,
      email: vendors.email,
      zipCode: vendors.zipCode,
      signedUpAt: vendors.createdAt,
      furthestStep,
    })
    .from(vendors)
    .innerJoin(identities, cohort(days))
    .where(REACHED[step])
    .orderBy(vendors.createdAt, vendors.id)
    .limit(FUNNEL_LIST_LIMIT);
  return rows.map((r) => ({ ...r, signedUpAt: r.signedUpAt.toISOString() }));
}
