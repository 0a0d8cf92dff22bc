import { sql } from 'drizzle-orm';
import type { Insights } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { periodStart, rowsOf } from './period.ts';

// Issue 57 (docs/architecture.md "Scorecard and tiers"): the overview's ratings and tiers. The average is over the
// ratings that count (published, not removed) received in the period, by ratings_counted_idx; the tiers are the
// ones the tier sweep stored (vendors.tier), so nothing here computes 28 days.
export async function qualitySummary(db: Db, days: number): Promise<Insights['quality']> {
  const [ratings] = rowsOf<{ n: number; average: number | string | null }>(
    await db.execute(sql`select count(*)::int as n, avg(stars)::float8 as average from ratings
      where published_at is not null and decision is distinct from 'remove' and created_at >= ${periodStart(days)}`),
  );
  const tiers = { standard: 0, pro: 0, elite: 0 };
  for (const row of rowsOf<{ tier: keyof typeof tiers; n: number }>(
    await db.execute(sql`select tier, count(*)::int as n from vendors group by tier`),
  ))
    tiers[row.tier] = Number(row.n);
  const average = ratings?.average === null || ratings?.average === undefined ? null : Number(ratings.average);
  return {
    ratingAverage: average === null ? null : Math.round(average * 100) / 100,
    ratingCount: Number(ratings?.n ?? 0),
    tiers,
  };
}
