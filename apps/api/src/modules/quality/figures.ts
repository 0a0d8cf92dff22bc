import { sql, type SQL } from 'drizzle-orm';
import { SCORECARD_DAYS } from '@vendor-portal/contract/scorecard';
import { evaluateTier, flagReasons, type FlagReason, type Tier, type TierFigures } from '@vendor-portal/contract/tiers';
import type { Db, Tx } from '../../db/client.ts';
import { vendorTimeZones, zoneOrDefault } from '../hours/vendor-time-zone.ts';

// docs/architecture.md "Scorecard and tiers": the window and the figures every reader shares. The window is the
// last 28 calendar days in the company's zone, today included: from the first day's midnight to the midnight
// after today, each converted back to an instant in that zone (a DST change inside the window moves neither edge).

/** A check-in at most this long after the start is on time. */
export const ON_TIME_GRACE_MINUTES = 15;
/** A release less than this long before the start is late. */
export const LATE_RELEASE_HOURS = 48;

/** The window's edges in SQL, for a zone expression and the clock's `now`. */
export function windowEdges(zone: SQL, now: Date) {
  const localToday = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone})`;
  return {
    fromAt: sql`((${localToday} - interval '${sql.raw(String(SCORECARD_DAYS - 1))} days') at time zone ${zone})`,
    toAt: sql`((${localToday} + interval '1 day') at time zone ${zone})`,
    fromDay: sql<string>`to_char(${localToday} - interval '${sql.raw(String(SCORECARD_DAYS - 1))} days', 'YYYY-MM-DD')`,
    toDay: sql<string>`to_char(${localToday}, 'YYYY-MM-DD')`,
  };
}

export interface CompanyFigures extends TierFigures {
  vendorId: number;
  title: string;
  reviewStatus: 'pending' | 'approved' | 'rejected';
  email: string;
  /** The tier stored by the last sweep. */
  storedTier: Tier;
  /** The tier of these figures. */
  tier: Tier;
  noShows: number;
  flagged: FlagReason[];
}

interface Row {
  vendor_id: number;
  title: string;
  review_status: CompanyFigures['reviewStatus'];
  email: string;
  tier: Tier;
  jobs: number;
  no_shows: number;
  checked_in: number;
  on_time: number;
  late_releases: number;
  rating_count: number;
  rating_sum: number;
}

/**
 * Every company's figures over its own window, in one statement: the completed jobs, releases and counted ratings
 * of the last 29 days (a superset of every zone's window) read index-only by time, then kept inside each
 * company's window (docs/performance.md "Scorecard and quality").
 */
export async function everyCompanyFigures(db: Db | Tx, now: Date): Promise<CompanyFigures[]> {
  const zone = sql.raw('w.zone');
  const edges = windowEdges(zone, now);
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const since = sql`(${nowAt} - interval '${sql.raw(String(SCORECARD_DAYS + 1))} days')`;
  const until = sql`(${nowAt} + interval '1 day')`;
  const result = (await db.execute(sql`
    with w as (
      select v.id, v.title, v.review_status, v.email, v.tier, ${zoneOrDefault('z')} as zone
      from vendors v left join ${vendorTimeZones()} z on z.vendor_id = v.id
    ), e as (
      select w.*, ${edges.fromAt} as from_at, ${edges.toAt} as to_at from w
    ), j as (
      select a.vendor_id, count(*)::int as jobs,
        count(*) filter (where a.outcome = 'no-show')::int as no_shows,
        count(a.checked_in_at)::int as checked_in,
        count(*) filter (where a.checked_in_at <= a.actual_date_time + interval '${sql.raw(String(ON_TIME_GRACE_MINUTES))} minutes')::int as on_time
      from appointments a join e on e.id = a.vendor_id
      where a.completed_at is not null and a.vendor_id is not null
        and a.completed_at >= ${since} and a.completed_at < ${until}
        and a.completed_at >= e.from_at and a.completed_at < e.to_at
      group by a.vendor_id
    ), l as (
      select r.vendor_id, count(*)::int as late_releases
      from job_releases r join e on e.id = r.vendor_id
      where r.released_at >= ${since} and r.released_at < ${until}
        and r.released_at >= e.from_at and r.released_at < e.to_at
        and r.starts_at - r.released_at < interval '${sql.raw(String(LATE_RELEASE_HOURS))} hours'
      group by r.vendor_id
    ), r as (
      select g.vendor_id, count(*)::int as rating_count, sum(g.stars)::int as rating_sum
      from ratings g join e on e.id = g.vendor_id
      where g.published_at is not null and g.decision is distinct from 'remove'
        and g.created_at >= ${since} and g.created_at < ${until}
        and g.created_at >= e.from_at and g.created_at < e.to_at
      group by g.vendor_id
    )
    select e.id as vendor_id, e.title, e.review_status, e.email, e.tier,
      coalesce(j.jobs, 0) as jobs, coalesce(j.no_shows, 0) as no_shows, coalesce(j.checked_in, 0) as checked_in,
      coalesce(j.on_time, 0) as on_time, coalesce(l.late_releases, 0) as late_releases,
      coalesce(r.rating_count, 0) as rating_count, coalesce(r.rating_sum, 0) as rating_sum
    from e left join j on j.vendor_id = e.id left join l on l.vendor_id = e.id left join r on r.vendor_id = e.id`)) as unknown as {
    rows: Row[];
  };
  return result.rows.map((row) => {
    const figures: TierFigures = {
      jobs: Number(row.jobs),
      onTimeRate: Number(row.checked_in) > 0 ? Number(row.on_time) / Number(row.checked_in) : null,
      ratingCount: Number(row.rating_count),
      ratingAverage: Number(row.rating_count) > 0 ? Number(row.rating_sum) / Number(row.rating_count) : null,
      lateReleases: Number(row.late_releases),
    };
    return {
      ...figures,
      vendorId: Number(row.vendor_id),
      title: row.title,
      reviewStatus: row.review_status,
      email: row.email,
      storedTier: row.tier,
      tier: evaluateTier(figures).tier,
      noShows: Number(row.no_shows),
      flagged: flagReasons(figures),
    };
  });
}
