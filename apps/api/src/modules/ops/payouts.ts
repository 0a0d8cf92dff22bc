import { earnedCents } from '../visit/no-show-pay.ts';
import { sql } from 'drizzle-orm';
import type { CreatePayoutBody, PayoutRow } from '@vendor-portal/contract/earnings';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, payouts, vendors } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { plusDays, startOfDay } from '../earnings/weeks.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { recordAudit } from './audit.ts';
import type { OpsActor } from './ops-auth.ts';
import { weekOf } from '@vendor-portal/contract/dates';

// docs/architecture.md "Pay and earnings": the console's week of payouts. A vendor's week is Monday to
// Sunday in ITS zone, so each vendor's range is computed with its own zone.

type Rows<T> = { rows: T[] };
interface RawPayoutRow {
  vendor_id: number;
  title: string;
  email: string;
  n: number;
  cents: string | number;
  paid_at: string | null;
  reference: string | null;
  ended: boolean;
}

/** Every vendor (or the one `vendorId`) with work completed in the week, with its total and payout. */
async function weekTotals(db: Db | Tx, weekStart: string, now: Date, vendorId?: number): Promise<RawPayoutRow[]> {
  const week = sql`${weekStart}::date`;
  const result = (await db.execute(sql`
    select v.id as vendor_id, v.title, v.email, count(a.id)::int as n, coalesce(sum(${earnedCents('a')}), 0)::bigint as cents,
      to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at, p.reference,
      ${startOfDay(plusDays(week, 7), sql`z.tz`)} <= ${now.toISOString()}::timestamptz as ended
    from ${vendors} v
    cross join lateral (select ${vendorTimeZone(sql`v.id`)} as tz) z
    join ${appointments} a on a.vendor_id = v.id
      and a.completed_at >= ${startOfDay(week, sql`z.tz`)} and a.completed_at < ${startOfDay(plusDays(week, 7), sql`z.tz`)}
    left join ${payouts} p on p.vendor_id = v.id and p.week_start = ${week}
    where ${vendorId === undefined ? sql`true` : sql`v.id = ${vendorId}`}
    group by v.id, v.title, v.email, z.tz, p.paid_at, p.reference
    order by v.title, v.id`)) as unknown as Rows<RawPayoutRow>;
  return result.rows;
}

const toPayoutRow = (r: RawPayoutRow): PayoutRow => ({
  vendorId: Number(r.vendor_id),
  title: r.title,
  completedCount: Number(r.n),
  completedCents: Number(r.cents),
  paidAt: r.paid_at,
  reference: r.reference,
});

/** GET /api/ops/payouts?weekStart= (staff). */
export async function listPayouts(db: Db, weekStart: string, now: Date): Promise<PayoutRow[]> {
  return (await weekTotals(db, weekStart, now)).map(toPayoutRow);
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
      throw notFound(vendor ? EARNINGS.nothingToPay : EARNINGS.vendorNotFound);
    }
    if (!row.ended) throw new AppError('week-not-ended');
    const inserted = await tx
      .insert(payouts)
      .values({
        vendorId: body.vendorId,
        weekStart: body.weekStart,
        reference: body.reference,
        completedCount: Number(row.n),
        completedCents: Number(row.cents),
        paidAt: now,
        paidBy: actor.actor,
      })
      .onConflictDoNothing()
      .returning();
    const payout = inserted[0];
    if (!payout) throw new AppError('already-paid');
    const paid = toPayoutRow({ ...row, paid_at: payout.paidAt.toISOString(), reference: payout.reference });
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'payout.create',
      target: `vendor:${body.vendorId}`,
      after: { weekStart: body.weekStart, ...paid },
    });
    const amount = formatCents(paid.completedCents);
    await queueMail(
      tx,
      [
        {
          idempotencyKey: `payout:${body.vendorId}:${body.weekStart}`,
          to: row.email,
          subject: EARNINGS.paidMailSubject(weekOf(body.weekStart)),
          text: EARNINGS.paidMailText(weekOf(body.weekStart), amount, body.reference),
        },
      ],
      now,
    );
    return paid;
  });
}
