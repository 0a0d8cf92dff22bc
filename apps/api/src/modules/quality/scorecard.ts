import { sql } from 'drizzle-orm';
import { SCORECARD_DAYS, type Scorecard } from '@vendor-portal/contract/scorecard';
import { evaluateTier, shortfallText, type TierFigures } from '@vendor-portal/contract/tiers';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { Db } from '../../db/client.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { LATE_RELEASE_HOURS, ON_TIME_GRACE_MINUTES, windowEdges } from './figures.ts';

// docs/architecture.md "Scorecard and tiers": GET /api/scorecard. One company's window in its zone, then its jobs,
// releases and counted ratings in that window (each by its vendor index), every figure with its appointment ids.

type Rows<T> = { rows: T[] };
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function companyScorecard(db: Db, vendorId: number, now: Date, language: Language): Promise<Scorecard> {
  const edges = windowEdges(vendorTimeZone(vendorId), now);
  const [window] = (
    (await db.execute(sql`select ${edges.fromAt} as from_at, ${edges.toAt} as to_at,
      ${edges.fromDay} as from_day, ${edges.toDay} as to_day`)) as unknown as Rows<{
      from_at: string | Date;
      to_at: string | Date;
      from_day: string;
      to_day: string;
    }>
  ).rows;
  const fromAt = new Date(window!.from_at).toISOString();
  const toAt = new Date(window!.to_at).toISOString();
  const jobs = (
    (await db.execute(sql`select id, outcome, checked_in_at is not null as checked_in,
        checked_in_at <= actual_date_time + interval '${sql.raw(String(ON_TIME_GRACE_MINUTES))} minutes' as on_time
      from appointments
      where vendor_id = ${vendorId} and completed_at is not null
        and completed_at >= ${fromAt}::timestamptz and completed_at < ${toAt}::timestamptz
      order by completed_at, id`)) as unknown as Rows<{
      id: number;
      outcome: string | null;
      checked_in: boolean;
      on_time: boolean | null;
    }>
  ).rows;
  const releases = (
    (await db.execute(sql`select appointment_id from job_releases
      where vendor_id = ${vendorId} and released_at >= ${fromAt}::timestamptz and released_at < ${toAt}::timestamptz
        and starts_at - released_at < interval '${sql.raw(String(LATE_RELEASE_HOURS))} hours'
      order by released_at, id`)) as unknown as Rows<{ appointment_id: number }>
  ).rows;
  const ratings = (
    (await db.execute(sql`select appointment_id, stars from ratings
      where vendor_id = ${vendorId} and published_at is not null and decision is distinct from 'remove'
        and created_at >= ${fromAt}::timestamptz and created_at < ${toAt}::timestamptz
      order by created_at, id`)) as unknown as Rows<{ appointment_id: number; stars: number }>
  ).rows;

  const checkedIn = jobs.filter((j) => j.checked_in);
  const late = checkedIn.filter((j) => !j.on_time);
  const starSum = ratings.reduce((sum, r) => sum + Number(r.stars), 0);
  const figures: TierFigures = {
    jobs: jobs.length,
    onTimeRate: checkedIn.length > 0 ? (checkedIn.length - late.length) / checkedIn.length : null,
    ratingCount: ratings.length,
    ratingAverage: ratings.length > 0 ? starSum / ratings.length : null,
    lateReleases: releases.length,
  };
  const { tier, next } = evaluateTier(figures);
  return {
    from: window!.from_day,
    to: window!.to_day,
    days: SCORECARD_DAYS,
    jobs: jobs.length,
    jobIds: jobs.map((j) => Number(j.id)),
    onTime: {
      rate: figures.onTimeRate === null ? null : round2(figures.onTimeRate),
      late: late.map((j) => Number(j.id)),
      checkedIn: checkedIn.map((j) => Number(j.id)),
    },
    lateReleases: releases.map((r) => Number(r.appointment_id)),
    noShows: jobs.filter((j) => j.outcome === 'no-show').map((j) => Number(j.id)),
    rating: {
      average: figures.ratingAverage === null ? null : round2(figures.ratingAverage),
      count: ratings.length,
      appointmentIds: ratings.map((r) => Number(r.appointment_id)),
    },
    tier,
    next: next ? { tier: next.tier, missing: inLanguage(language, () => next.missing.map(shortfallText)) } : null,
  };
}
