import { sql } from 'drizzle-orm';
import type { ClaimService, ClaimWeek, TimeToClaim } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments, products } from '../../db/schema.ts';
import { percentiles, periodStart, rowsOf } from './period.ts';

// Time to claim: from booking (created_at) to claim (claimed_at), for the jobs claimed in the
// period, read through the claimed_at index.

const claimedInPeriod = (days: number) =>
  sql`${appointments.claimedAt} is not null and ${appointments.claimedAt} >= ${periodStart(days)}`;
const minutes = sql`(extract(epoch from (${appointments.claimedAt} - ${appointments.createdAt})) / 60)`;
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
  const week = sql`to_char(date_trunc('week', ${appointments.claimedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
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
    await db.execute(sql`with claimed as (
        select ${appointments.id} as id, ${week} as week, ${minutes} as minutes, ${appointments.lines} as lines
        from ${appointments} where ${claimedInPeriod(days)}
      )
      select 'week' as kind, week, null::int as product_id, null as title, count(*)::int as count,
        ${percentiles(sql`minutes`).p50} as p50, ${percentiles(sql`minutes`).p90} as p90
      from claimed group by week
      union all
      select 'service', null, p.id, p.title, count(distinct c.id)::int,
        ${percentiles(sql`c.minutes`).p50}, ${percentiles(sql`c.minutes`).p90}
      from claimed c cross join lateral jsonb_array_elements(c.lines) l
      join ${products} p on p.id = ${product}
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
