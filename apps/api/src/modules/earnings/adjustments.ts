import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { sql } from 'drizzle-orm';
import type { Adjustment, AdjustmentKind, OpsAdjustment } from '@vendor-portal/contract/adjustments';
import { MONEY, OPS_MONEY } from '@vendor-portal/contract/messages';
import { dayIn, shortDay, weekOf as readableWeek } from '@vendor-portal/contract/dates';
import { formatCents } from '@vendor-portal/contract/money';
import type { Db, Tx } from '../../db/client.ts';
import { adjustments, vendors } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { payMailLanguage, payMailTo, queueMoneyMail } from './money-mail.ts';
import { weekOf } from './weeks.ts';

// docs/architecture.md "Money that is fair": an adjustment lands in the vendor's week of the moment it is
// made (Monday, in its zone), never in a past week: a paid week stays closed.

type Rows<T> = { rows: T[] };

export interface NewAdjustment {
  vendorId: number;
  amountCents: number;
  reason: string;
  kind: AdjustmentKind;
  appointmentId?: number | null;
  createdBy: string;
}

export interface AddedAdjustment extends Adjustment {
  /** The company's address, to tell it (one that may read pay: payMailTo). */
  vendorEmail: string;
  /** The language that address reads (payMailLanguage): the mail is written in it. */
  vendorLanguage: Language;
}

/**
 * A job as an adjustment's label names it (issue 54 item 20), in English as the statement is (STATEMENT): its
 * services once each and its day in the property's zone, "Pressure Washing, Dec 3".
 */
export const jobAsLabelled = (
  lines: ReadonlyArray<{ productTitle: string }>,
  at: Date | string | null,
  timeZone: string,
): { service: string; day: string } => ({
  service: [...new Set(lines.map((l) => l.productTitle))].join(', '),
  day: at === null ? '' : inLanguage('en', () => shortDay(dayIn(at, timeZone))),
});

/**
 * Adds one adjustment in the vendor's current week, in the caller's transaction. Null when it already exists
 * (a late cancellation's fee is paid once: a unique index on its appointment); 404 for an unknown vendor.
 */
export async function addAdjustment(tx: Db | Tx, a: NewAdjustment, now: Date): Promise<AddedAdjustment | null> {
  const result = (await tx.execute(sql`
    with v as (
      -- Qualified: a bare "id" inside the zone's subquery would be vendor_hours' own.
      select vv.id, ${payMailTo(sql`vv.id`)} as email, ${payMailLanguage(sql`vv.id`)} as language, ${weekOf(sql`${now.toISOString()}::timestamptz`, vendorTimeZone(sql`vv.id`))} as week
      from ${vendors} vv where vv.id = ${a.vendorId}
    ),
    added as (
      insert into ${adjustments} (vendor_id, week_start, amount_cents, reason, kind, appointment_id, created_by, created_at)
      select v.id, v.week, ${a.amountCents}, ${a.reason}, ${a.kind}, ${a.appointmentId ?? null}, ${a.createdBy},
        ${now.toISOString()}::timestamptz
      from v
      on conflict do nothing
      returning id, to_char(week_start, 'YYYY-MM-DD') as week_start, amount_cents, reason, kind
    )
    select v.email, v.language, added.* from v left join added on true`)) as unknown as Rows<{
    email: string;
    language: Language;
    id: number | null;
    week_start: string;
    amount_cents: string | number;
    reason: string;
    kind: AdjustmentKind;
  }>;
  const row = result.rows[0];
  if (!row) throw notFound(OPS_MONEY.vendorNotFound);
  if (row.id === null) return null;
  return {
    id: Number(row.id),
    weekStart: row.week_start,
    amountCents: Number(row.amount_cents),
    reason: row.reason,
    kind: row.kind,
    vendorEmail: row.email,
    vendorLanguage: row.language,
  };
}

/** Tells the company of an adjustment made by staff (manual or a dispute's amount). */
export async function mailAdjustment(tx: Db | Tx, added: AddedAdjustment, now: Date): Promise<void> {
  // In the reader's language, its week and amount too (issue 46).
  const written = inLanguage(added.vendorLanguage, () => {
    const week = readableWeek(added.weekStart);
    return {
      subject: MONEY.adjustmentMailSubject(week),
      text: MONEY.adjustmentMailText({ week, amount: formatCents(added.amountCents), reason: added.reason }),
    };
  });
  await queueMoneyMail(tx, { key: `adjustment:${added.id}`, to: added.vendorEmail, ...written }, now);
}

/** GET /api/ops/adjustments?vendorId=N: the vendor's adjustments, newest first. */
export async function listAdjustments(db: Db, vendorId: number): Promise<OpsAdjustment[]> {
  const result = (await db.execute(sql`
    select id, vendor_id, to_char(week_start, 'YYYY-MM-DD') as week_start, amount_cents, reason, kind, appointment_id,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, created_by
    from ${adjustments} where vendor_id = ${vendorId} order by created_at desc, id desc`)) as unknown as Rows<{
    id: number;
    vendor_id: number;
    week_start: string;
    amount_cents: string | number;
    reason: string;
    kind: AdjustmentKind;
    appointment_id: number | null;
    created_at: string;
    created_by: string;
  }>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    vendorId: Number(r.vendor_id),
    weekStart: r.week_start,
    amountCents: Number(r.amount_cents),
    reason: r.reason,
    kind: r.kind,
    appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
    createdAt: r.created_at,
    createdBy: r.created_by,
  }));
}
