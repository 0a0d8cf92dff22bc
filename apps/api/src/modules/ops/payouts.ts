import { sql } from 'drizzle-orm';
import type { CreatePayoutBody, PayoutBatchResult, PayoutList, PayoutRow } from '@vendor-portal/contract/earnings';
import { EARNINGS, OPS_MONEY } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import type { Db, Tx } from '../../db/client.ts';
import { adjustments, appointments, payouts, vendors } from '../../db/schema.ts';
import { dollars, writeCsv } from '../../lib/csv.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { plusDays, startOfDay, weekOf } from '../earnings/weeks.ts';
import { vendorTimeZone, vendorTimeZones, zoneOrDefault } from '../hours/vendor-time-zone.ts';
// A no-show counts its frozen noShowCents instead of its pay (docs/architecture.md "The visit").
import { earnedCents } from '../visit/no-show-pay.ts';
import { recordAudit } from './audit.ts';
import { withoutJit } from '../insights/period.ts';
import { payMailLanguage, payMailTo } from '../earnings/money-mail.ts';
import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { OpsActor } from './ops-auth.ts';
import { weekOf as readableWeek } from '@vendor-portal/contract/dates';
import { queueWebhookEvent } from '../../lib/webhooks.ts';

// docs/architecture.md "Pay and earnings": the console's week of payouts. A vendor's week is Monday to
// Sunday in ITS zone, so each vendor's range is computed with its own zone.

type Rows<T> = { rows: T[] };
interface RawPayoutRow {
  vendor_id: number;
  title: string;
  email: string;
  /** The language the address reads (only for one vendor's week: the one mailed). */
  language?: Language;
  week_start: string;
  n: number;
  cents: string | number;
  adjustments_cents: string | number;
  paid_at: string | null;
  reference: string | null;
  ended: boolean;
}

const paidAtText = sql`to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every vendor (or the one `vendorId`) with work completed or adjustments in the week, with its totals and
 * payout. A paid week answers what was paid; an unpaid one what it holds now.
 */
async function weekTotals(db: Db | Tx, weekStart: string, now: Date, vendorId?: number): Promise<RawPayoutRow[]> {
  const week = sql`${weekStart}::date`;
  const result = (await db.execute(sql`
    select v.id as vendor_id, v.title, ${vendorId === undefined ? sql`v.email` : payMailTo(sql`v.id`)} as email,
      ${vendorId === undefined ? sql`'en'` : payMailLanguage(sql`v.id`)} as language, ${weekStart} as week_start,
      coalesce(p.completed_count, j.n, 0) as n, coalesce(p.completed_cents, j.cents, 0) as cents,
      coalesce(p.adjustments_cents, d.cents, 0) as adjustments_cents,
      ${paidAtText} as paid_at, p.reference,
      ${startOfDay(plusDays(week, 7), sql`z.tz`)} <= ${now.toISOString()}::timestamptz as ended
    from ${vendors} v
    cross join lateral (select ${vendorTimeZone(sql`v.id`)} as tz) z
    left join lateral (
      select count(*)::int as n, sum(${earnedCents('a')})::bigint as cents from ${appointments} a
      where a.vendor_id = v.id
        and a.completed_at >= ${startOfDay(week, sql`z.tz`)} and a.completed_at < ${startOfDay(plusDays(week, 7), sql`z.tz`)}
    ) j on true
    left join lateral (
      select sum(x.amount_cents)::bigint as cents from ${adjustments} x where x.vendor_id = v.id and x.week_start = ${week}
    ) d on true
    left join ${payouts} p on p.vendor_id = v.id and p.week_start = ${week}
    where ${vendorId === undefined ? sql`true` : sql`v.id = ${vendorId}`}
      and (j.n > 0 or d.cents is not null or p.vendor_id is not null)
    order by v.title, v.id`)) as unknown as Rows<RawPayoutRow>;
  return result.rows;
}

const toPayoutRow = (r: RawPayoutRow): PayoutRow => ({
  vendorId: Number(r.vendor_id),
  title: r.title,
  weekStart: r.week_start,
  completedCount: Number(r.n),
  completedCents: Number(r.cents),
  adjustmentsCents: Number(r.adjustments_cents),
  // 64-bit end to end: summed as BigInt, exact as a number below 2^53.
  totalCents: Number(BigInt(r.cents) + BigInt(r.adjustments_cents)),
  paidAt: r.paid_at,
  reference: r.reference,
});

function withTotals(data: PayoutRow[]): PayoutList {
  const sum = (pick: (r: PayoutRow) => number) => Number(data.reduce((s, r) => s + BigInt(pick(r)), 0n));
  return {
    data,
    totals: {
      weeks: data.length,
      completedCents: sum((r) => r.completedCents),
      adjustmentsCents: sum((r) => r.adjustmentsCents),
      totalCents: sum((r) => r.totalCents),
    },
  };
}

/** GET /api/ops/payouts?weekStart= (staff). */
export async function listPayouts(db: Db, weekStart: string, now: Date): Promise<PayoutList> {
  return withTotals((await weekTotals(db, weekStart, now)).map(toPayoutRow));
}

/**
 * GET /api/ops/payouts?status=unpaid (staff): every ended, unpaid week of every company with work or
 * adjustments, oldest first. Each company's completed jobs are grouped by the week of completion in its
 * zone, joined (full) with its adjustments' weeks; a week is listed once it has ended in that zone and
 * while no payout holds it. Only the jobs no payout has marked are read (appointments.paid_week, set when
 * a week is paid; appointments_unpaid_completed_idx), and only those before the company's current week: a
 * week's jobs are the rest of the table once it is paid, so the cost follows what is still owed (the
 * anti-join on payouts still decides, so a job marked late or never changes no answer).
 */
export async function listUnpaidWeeks(db: Db, now: Date): Promise<PayoutList> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // JIT off, as the insights views run (docs/performance.md "Unpaid weeks"): the plan is costed far above
  // jit_above_cost over 10,000 companies, and compiling it took about 2 s for a statement that runs in 0.5.
  const result = (await withoutJit(db, (tx) =>
    tx.execute(sql`
    with zones as materialized (
      select v.id, v.title, ${zoneOrDefault('h')} as tz from ${vendors} v
      left join ${vendorTimeZones()} h on h.vendor_id = v.id
    ),
    -- This week's Monday and its first instant, once per zone (a handful), not once per company.
    this_week as materialized (
      select tz, ${weekOf(at, sql`tz`)} as monday, ${startOfDay(weekOf(at, sql`tz`), sql`tz`)} as starts
      from (select distinct tz from zones) t
    ),
    vz as materialized (select z.id, z.title, z.tz, w.monday, w.starts from zones z join this_week w using (tz)),
    jobs as (
      select a.vendor_id, ${weekOf(sql`a.completed_at`, sql`vz.tz`)} as week, count(*)::int as n,
        sum(${earnedCents('a')})::bigint as cents
      from ${appointments} a join vz on vz.id = a.vendor_id
      where a.completed_at is not null and a.paid_week is null and a.completed_at < vz.starts
      group by 1, 2
    ),
    adj as (
      select vendor_id, week_start as week, sum(amount_cents)::bigint as cents from ${adjustments} group by 1, 2
    ),
    weeks as (
      select coalesce(j.vendor_id, d.vendor_id) as vendor_id, coalesce(j.week, d.week) as week,
        coalesce(j.n, 0) as n, coalesce(j.cents, 0) as cents, coalesce(d.cents, 0) as adjustments_cents
      from jobs j full join adj d on d.vendor_id = j.vendor_id and d.week = j.week
    )
    select w.vendor_id, vz.title, '' as email, to_char(w.week, 'YYYY-MM-DD') as week_start, w.n, w.cents,
      w.adjustments_cents, null as paid_at, null as reference, true as ended
    from weeks w join vz on vz.id = w.vendor_id
    -- One look-up of the payouts' key per listed week (a lateral with a limit): hashing every payout ever made
    -- cost more than the rest of the statement.
    left join lateral (
      select true as paid from ${payouts} p where p.vendor_id = w.vendor_id and p.week_start = w.week limit 1
    ) p on true
    -- Ended in its zone: a week before this one there.
    where w.week < vz.monday and p.paid is null
    order by w.week, vz.title, w.vendor_id`),
  )) as unknown as Rows<RawPayoutRow>;
  return withTotals(result.rows.map(toPayoutRow));
}

/** GET /api/ops/payouts/export?weekStart= (admin): that week's unpaid totals, one row per company, for the bank. */
export async function payoutExportCsv(db: Db, weekStart: string, now: Date): Promise<string> {
  const unpaid = (await weekTotals(db, weekStart, now)).map(toPayoutRow).filter((r) => r.paidAt === null);
  return writeCsv(
    OPS_MONEY.exportHeader,
    unpaid.map((r) => [r.vendorId, r.title, dollars(r.totalCents)]),
  );
}

/**
 * POST /api/ops/payouts (admin): the week must be over in the vendor's zone, and is paid once: ONE
 * conditional write (INSERT ... ON CONFLICT DO NOTHING on the key vendor + week), so of two admins
 * clicking at once exactly one pays. The mail and the audit entry are written in the same transaction.
 */
export async function payWeek(db: Db, actor: OpsActor, body: CreatePayoutBody, now: Date): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const [row] = await weekTotals(tx, body.weekStart, now, body.vendorId);
    if (!row) {
      const [vendor] = await tx
        .execute(sql`select 1 from ${vendors} where id = ${body.vendorId}`)
        .then((r) => (r as unknown as Rows<unknown>).rows);
      throw notFound(vendor ? OPS_MONEY.nothingToPay : OPS_MONEY.vendorNotFound);
    }
    if (row.paid_at !== null) throw new AppError('already-paid');
    if (!row.ended) throw new AppError('week-not-ended');
    const inserted = await tx
      .insert(payouts)
      .values({
        vendorId: body.vendorId,
        weekStart: body.weekStart,
        reference: body.reference,
        completedCount: Number(row.n),
        completedCents: Number(row.cents),
        adjustmentsCents: Number(row.adjustments_cents),
        paidAt: now,
        paidBy: actor.actor,
      })
      .onConflictDoNothing()
      .returning();
    const payout = inserted[0];
    if (!payout) throw new AppError('already-paid');
    // The week's jobs are paid: the unpaid weeks no longer read them (listUnpaidWeeks).
    await tx.execute(sql`
      update ${appointments} a set paid_week = ${body.weekStart}::date
      from (select ${vendorTimeZone(body.vendorId)} as tz) z
      where a.vendor_id = ${body.vendorId} and a.paid_week is null
        and a.completed_at >= ${startOfDay(sql`${body.weekStart}::date`, sql`z.tz`)}
        and a.completed_at < ${startOfDay(plusDays(sql`${body.weekStart}::date`, 7), sql`z.tz`)}`);
    const paid = toPayoutRow({ ...row, paid_at: payout.paidAt.toISOString(), reference: payout.reference });
    await queueWebhookEvent(
      tx,
      {
        vendorId: body.vendorId,
        type: 'payout.paid',
        data: {
          appointmentId: null,
          weekStart: body.weekStart,
          totalCents: paid.totalCents,
          completedCount: payout.completedCount,
          reference: payout.reference,
          paidAt: payout.paidAt.toISOString(),
        },
      },
      now,
    );
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'payout.create',
      target: `vendor:${body.vendorId}`,
      after: paid,
    });
    // In the reader's language, its week and amount too (issue 46).
    const written = inLanguage(row.language ?? 'en', () => {
      const week = readableWeek(body.weekStart);
      return {
        subject: EARNINGS.paidMailSubject(week),
        text: EARNINGS.paidMailText(week, formatCents(paid.totalCents), body.reference),
      };
    });
    await queueMail(
      tx,
      [
        {
          idempotencyKey: `payout:${body.vendorId}:${body.weekStart}`,
          to: row.email,
          ...written,
        },
      ],
      now,
    );
    return paid;
  });
}

/**
 * POST /api/ops/payouts/batch (admin): each week as POST /api/ops/payouts pays it, in its own transaction, so
 * one refused (already paid, not ended, unknown) leaves the others paid; the answer says which is which.
 */
export async function payWeeks(
  db: Db,
  actor: OpsActor,
  bodies: CreatePayoutBody[],
  now: Date,
): Promise<PayoutBatchResult['data']> {
  const results: PayoutBatchResult['data'] = [];
  for (const body of bodies) {
    try {
      const payout = await payWeek(db, actor, body, now);
      results.push({ vendorId: body.vendorId, weekStart: body.weekStart, statusCode: 201, code: null, payout });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({
        vendorId: body.vendorId,
        weekStart: body.weekStart,
        statusCode: err.statusCode,
        code: err.code,
        payout: null,
      });
    }
  }
  return results;
}
