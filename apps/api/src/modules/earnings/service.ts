import { earnedCents } from '../visit/no-show-pay.ts';
import { sql } from 'drizzle-orm';
import type { Earnings, EarningsWeek } from '@vendor-portal/contract/earnings';
import { EARNINGS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { adjustments, appointments, payouts, properties } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { plusDays, startOfDay, weekOf } from './weeks.ts';

type Rows<T> = { rows: T[] };
const isoText = (instant: unknown) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /api/earnings: ONE aggregate statement (docs/performance.md "Earnings"): the vendor's completed
 * jobs of the N weeks are summed by the week of completedAt in its zone (an index range on
 * appointments_vendor_completed_at_idx, which also holds payout_cents), joined to the N Mondays so a week
 * without work answers zeros, to the week's adjustments (adjustments_vendor_week_idx), to the payouts of
 * those weeks, and to what is claimed but not completed.
 */
export async function vendorEarnings(db: Db, vendorId: number, weeks: number, now: Date): Promise<Earnings> {
  const zone = sql`z.tz`;
  const result = (await db.execute(sql`
    with z as materialized (
      select tz, ${weekOf(sql`${now.toISOString()}::timestamptz`, sql`tz`)} as this_week
      from (select ${vendorTimeZone(vendorId)} as tz) s
    ),
    done as (
      select ${weekOf(sql`a.completed_at`, zone)} as week_start, count(*)::int as n, sum(${earnedCents('a')})::bigint as cents
      from z join ${appointments} a on a.vendor_id = ${vendorId}
        and a.completed_at >= ${startOfDay(plusDays(sql`z.this_week`, -7 * (weeks - 1)), zone)}
        and a.completed_at < ${startOfDay(plusDays(sql`z.this_week`, 7), zone)}
      group by 1
    ),
    adj as (
      select week_start, sum(amount_cents)::bigint as cents
      from z join ${adjustments} j on j.vendor_id = ${vendorId}
        and j.week_start >= ${plusDays(sql`z.this_week`, -7 * (weeks - 1))} and j.week_start <= z.this_week
      group by 1
    ),
    upcoming as (
      select count(*)::int as n, coalesce(sum(payout_cents), 0)::bigint as cents
      from ${appointments} where vendor_id = ${vendorId} and completed_at is null and cancelled_at is null
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start, coalesce(d.n, 0) as n, coalesce(d.cents, 0) as cents,
      coalesce(j.cents, 0) as adjustments_cents,
      ${isoText(sql`p.paid_at`)} as paid_at, p.reference, u.n as upcoming_n, u.cents as upcoming_cents
    from z
    cross join generate_series(0, ${weeks - 1}::int) as i
    cross join lateral (select ${plusDays(sql`z.this_week`, sql`-7 * i`)} as week_start) w
    left join done d on d.week_start = w.week_start
    left join adj j on j.week_start = w.week_start
    left join ${payouts} p on p.vendor_id = ${vendorId} and p.week_start = w.week_start
    cross join upcoming u
    order by w.week_start desc`)) as unknown as Rows<{
    week_start: string;
    n: number;
    cents: string | number;
    adjustments_cents: string | number;
    paid_at: string | null;
    reference: string | null;
    upcoming_n: number;
    upcoming_cents: string | number;
  }>;
  const rows = result.rows;
  return {
    weeks: rows.map((r): EarningsWeek => ({
      weekStart: r.week_start,
      completedCount: Number(r.n),
      completedCents: Number(r.cents),
      adjustmentsCents: Number(r.adjustments_cents),
      // Summed as BigInt (64-bit end to end), then a number: exact below 2^53.
      totalCents: Number(BigInt(r.cents) + BigInt(r.adjustments_cents)),
      paidAt: r.paid_at,
      reference: r.reference,
    })),
    upcomingCount: Number(rows[0]?.upcoming_n ?? 0),
    upcomingCents: Number(rows[0]?.upcoming_cents ?? 0),
  };
}

export interface WeekPayout {
  /** The day the week was paid, in the vendor's zone ("YYYY-MM-DD"). */
  paidOn: string;
  reference: string;
}

/** The payout of a vendor's week, or null while it is unpaid. */
export async function weekPayout(db: Db, vendorId: number, weekStart: string): Promise<WeekPayout | null> {
  const result = (await db.execute(sql`
    select to_char(p.paid_at at time zone ${vendorTimeZone(vendorId)}, 'YYYY-MM-DD') as paid_on, p.reference
    from ${payouts} p where p.vendor_id = ${vendorId} and p.week_start = ${weekStart}::date`)) as unknown as Rows<{
    paid_on: string;
    reference: string;
  }>;
  const row = result.rows[0];
  return row ? { paidOn: row.paid_on, reference: row.reference } : null;
}

export interface StatementJob {
  id: number;
  completedAt: string;
  service: string;
  city: string;
  zipCode: string;
  payoutCents: number;
}

/**
 * The jobs a vendor completed in the week starting `weekStart` (a Monday) in its zone, oldest first,
 * completedAt written in that zone ("YYYY-MM-DD HH:MM"). A week that has not begun is 404.
 */
export async function weekJobs(db: Db, vendorId: number, weekStart: string, now: Date): Promise<StatementJob[]> {
  const result = (await db.execute(sql`
    with z as materialized (select ${vendorTimeZone(vendorId)} as tz)
    select a.id, to_char(a.completed_at at time zone z.tz, 'YYYY-MM-DD HH24:MI') as completed_at,
      (select string_agg(distinct l->>'productTitle', ', ') from jsonb_array_elements(a.lines) l) as service,
      p.city, p.zip_code, ${earnedCents('a')} as payout_cents,
      ${startOfDay(sql`${weekStart}::date`, sql`z.tz`)} > ${now.toISOString()}::timestamptz as not_begun
    from z
    left join ${appointments} a on a.vendor_id = ${vendorId}
      and a.completed_at >= ${startOfDay(sql`${weekStart}::date`, sql`z.tz`)}
      and a.completed_at < ${startOfDay(plusDays(sql`${weekStart}::date`, 7), sql`z.tz`)}
    left join ${properties} p on p.id = a.property_id
    order by a.completed_at, a.id`)) as unknown as Rows<{
    id: number | null;
    completed_at: string;
    service: string | null;
    city: string;
    zip_code: string;
    payout_cents: number;
    not_begun: boolean;
  }>;
  if (result.rows[0]?.not_begun) throw notFound(EARNINGS.weekNotFound);
  return result.rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: Number(r.id),
      completedAt: r.completed_at,
      service: r.service ?? '',
      city: r.city,
      zipCode: r.zip_code,
      payoutCents: Number(r.payout_cents),
    }));
}

export interface StatementAdjustment {
  id: number;
  /** When it was made, in the vendor's zone ("YYYY-MM-DD HH:MM"). */
  createdAt: string;
  reason: string;
  amountCents: number;
}

/** The adjustments of a vendor's week, oldest first (docs/architecture.md "Money that is fair"). */
export async function weekAdjustments(db: Db, vendorId: number, weekStart: string): Promise<StatementAdjustment[]> {
  const result = (await db.execute(sql`
    select id, to_char(created_at at time zone ${vendorTimeZone(vendorId)}, 'YYYY-MM-DD HH24:MI') as created_at,
      reason, amount_cents
    from ${adjustments} where vendor_id = ${vendorId} and week_start = ${weekStart}::date
    order by created_at, id`)) as unknown as Rows<{
    id: number;
    created_at: string;
    reason: string;
    amount_cents: string | number;
  }>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    createdAt: r.created_at,
    reason: r.reason,
    amountCents: Number(r.amount_cents),
  }));
}
