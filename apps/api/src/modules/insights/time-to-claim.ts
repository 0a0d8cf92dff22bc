import { sql } from 'drizzle-orm';
import type { ClaimService, ClaimWeek, TimeToClaim } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments, products } from '../../db/schema.ts';
import { percentiles, periodStart, rowsOf } from './period.ts';

// Time to claim: from booking (created_at) to claim (claimed_at), for the jobs claimed in the
// period. The count, the percentiles and the weeks are an index-only range scan of
// appointments_claimed_idx (claimed_at, created_at); only the per-service figures read the rows' lines.

/**
 * Claimed between the period's start and now. A claim is stamped when it happens, so "until now" only
 * bounds the range scan; it leaves out nothing real (the bench's seed dates claims ahead, see
 * docs/performance.md "Insights views").
 */
const claimedInPeriod = (days: number) =>
  sql`${appointments.claimedAt} is not null and ${appointments.claimedAt} >= ${periodStart(days)}
    and ${appointments.claimedAt} <= now()`;
// date_part gives a double at once (extract gives a numeric, several times slower to compute and sort).
const minutes = sql`(date_part('epoch', ${appointments.claimedAt} - ${appointments.createdAt}) / 60)`;
const { p50, p90 } = percentiles(minutes);

/** The period's count, median and 90th percentile in minutes: one query. */
export async function timeToClaimSummary(db: Db, days: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      p50Minutes: sql<number | null>`${p50}`,
      p90Minutes: sql<number | null>`${p90}`,
    })
    .from(appointments)
    .where(claimedInPeriod(days));
  return row!;
}

/** Per week (its Monday in UTC, oldest first) and per service (most claimed first): one query. */
export async function timeToClaimDetail(db: Db, days: number): Promise<TimeToClaim> {
  const monday = sql`date_trunc('week', ${appointments.claimedAt} at time zone 'UTC')`;
  const product = sql`(l.value ->> 'productId')::int`;
  const rows = rowsOf<{
    kind: 'week' | 'service';
    week: string | null;
    product_id: number | null;
    title: string | null;
    count: number;
    p50: number | null;
    p90: number | null;
  }>(
    await db.execute(sql`select 'week' as kind, to_char(${monday}, 'YYYY-MM-DD') as week, null::int as product_id,
        null as title, count(*)::int as count, ${p50} as p50, ${p90} as p90
      from ${appointments} where ${claimedInPeriod(days)}
      group by ${monday}
      union all
      select 'service', null, p.id, p.title, count(distinct ${appointments.id})::int, ${p50}, ${p90}
      from ${appointments} cross join lateral jsonb_array_elements(${appointments.lines}) l
      join ${products} p on p.id = ${product}
      where ${claimedInPeriod(days)}
      group by p.id, p.title
      order by kind desc, week, count desc, product_id`),
  );
  const figures = (r: (typeof rows)[number]) => ({ count: r.count, p50Minutes: r.p50, p90Minutes: r.p90 });
  const weeks: ClaimWeek[] = rows.filter((r) => r.kind === 'week').map((r) => ({ weekStart: r.week!, ...figures(r) }));
  const services: ClaimService[] = rows
    .filter((r) => r.kind === 'service')
    .map((r) => ({ productId: r.product_id!, productTitle: r.title!, ...figures(r) }));
  return { weeks, services };
}
