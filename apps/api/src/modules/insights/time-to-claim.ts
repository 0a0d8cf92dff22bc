import { sql, type SQL } from 'drizzle-orm';
import type { ClaimService, ClaimWeek, TimeToClaim } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments, claimWaits, products } from '../../db/schema.ts';
import { periodStart, rowsOf } from './period.ts';

// Time to claim: from booking (created_at) to claim (claimed_at), for the jobs claimed in the period, which
// ends now (a claim is stamped when it happens; the bench's seed dates claims ahead: docs/performance.md
// "Insights views"). The waits come from claim_waits (schema.ts; kept by PostgreSQL's triggers with every
// write to appointments, migration 0014_insights3): the period's whole hours there, a few thousand rows
// however many claims; its first and last part-hours from the claims themselves (appointments_claimed_idx),
// counted by the same function (claim_wait_rows), so a wait counts alike on either side of an hour.

/** The waits of the jobs claimed in the period: claim_waits rows (claim_hour, product_id, wait_minutes, jobs, lines). */
const waitsInPeriod = (days: number) => {
  const hours = sql`(select ${periodStart(days)} as start,
      date_trunc('hour', ${periodStart(days)} at time zone 'UTC' - interval '1 microsecond') + interval '1 hour' as first_hour,
      date_trunc('hour', now() at time zone 'UTC') as this_hour)`;
  const claimsBetween = (from: SQL, until: SQL) => sql`select r.* from ${hours} b, ${appointments}
      cross join lateral claim_wait_rows(${appointments.claimedAt}, ${appointments.createdAt}, ${appointments.lines}) r
    where ${appointments.claimedAt} >= ${from} and ${until}`;
  return sql`(
    select w.claim_hour, w.product_id, w.wait_minutes, w.jobs, w.lines from ${hours} b, ${claimWaits} w
      where w.claim_hour >= b.first_hour and w.claim_hour < b.this_hour and w.jobs > 0
    union all
    ${claimsBetween(sql`b.start`, sql`${appointments.claimedAt} < b.first_hour at time zone 'UTC'`)}
    union all
    ${claimsBetween(sql`b.this_hour at time zone 'UTC'`, sql`${appointments.claimedAt} <= now()`)}
  )`;
};

/**
 * Per `key` of the waits: the jobs, and the median and 90th percentile in minutes rounded to a tenth, as
 * percentile_cont gives them (the two waits around the rank p × (n − 1), interpolated), read off the running
 * count of the waits in order. A service's waits weigh as many as its lines in the job.
 */
function waitFigures(waits: SQL, key: SQL, where: SQL) {
  const rank = (p: number) => sql`(${p}::float8 * (total - 1)::float8)`;
  const waitAt = (position: SQL) => sql`min(wait_minutes) filter (where cum > ${position})`;
  const percentile = (p: number) => {
    const [below, above] = [waitAt(sql`floor(${rank(p)})`), waitAt(sql`ceil(${rank(p)})`)];
    return sql`round((${below} + (${rank(p)} - floor(${rank(p)})) * (${above} - ${below}))::numeric, 1)::float8`;
  };
  return sql`select k, max(jobs)::int as count, ${percentile(0.5)} as p50, ${percentile(0.9)} as p90
    from (
      select k, wait_minutes, sum(n) over (partition by k order by wait_minutes) as cum,
        sum(n) over (partition by k) as total, sum(j) over (partition by k) as jobs
      from (select ${key} as k, w.wait_minutes, sum(w.lines) as n, sum(w.jobs) as j from ${waits} w
        where ${where} group by 1, 2) h
    ) c
    group by k, total`;
}

/** The job as a whole (claim_waits' product 0). */
const wholeJob = sql`w.product_id = 0`;

/** The period's count, median and 90th percentile in minutes: one query. */
export async function timeToClaimSummary(db: Db, days: number) {
  const [row] = rowsOf<{ count: number; p50Minutes: number | null; p90Minutes: number | null }>(
    await db.execute(sql`select coalesce(max(count), 0)::int as "count", max(p50) as "p50Minutes", max(p90) as "p90Minutes"
      from (${waitFigures(waitsInPeriod(days), sql`0`, wholeJob)}) f`),
  );
  return row!;
}

/** Per week (its Monday in UTC, oldest first) and per service (most claimed first): one query. */
export async function timeToClaimDetail(db: Db, days: number): Promise<TimeToClaim> {
  const rows = rowsOf<{
    kind: 'week' | 'service';
    week: string | null;
    product_id: number | null;
    title: string | null;
    count: number;
    p50: number | null;
    p90: number | null;
  }>(
    await db.execute(sql`with waits as materialized ${waitsInPeriod(days)}
      select 'week' as kind, f.k as week, null::int as product_id, null as title, f.count, f.p50, f.p90
      from (${waitFigures(sql`waits`, sql`to_char(date_trunc('week', w.claim_hour), 'YYYY-MM-DD')`, wholeJob)}) f
      union all
      select 'service', null, p.id, p.title, f.count, f.p50, f.p90
      from (${waitFigures(sql`waits`, sql`w.product_id`, sql`w.product_id <> 0`)}) f join ${products} p on p.id = f.k
      order by kind desc, week, count desc, product_id`),
  );
  const figures = (r: (typeof rows)[number]) => ({ count: r.count, p50Minutes: r.p50, p90Minutes: r.p90 });
  const weeks: ClaimWeek[] = rows.filter((r) => r.kind === 'week').map((r) => ({ weekStart: r.week!, ...figures(r) }));
  const services: ClaimService[] = rows
    .filter((r) => r.kind === 'service')
    .map((r) => ({ productId: r.product_id!, productTitle: r.title!, ...figures(r) }));
  return { weeks, services };
}
