import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CreateDisputeBody, Dispute, ResolveDisputeBody } from '@vendor-portal/contract/disputes';
import { MONEY, OPS_MONEY, STATEMENT } from '@vendor-portal/contract/messages';
import { weekOf as readableWeek } from '@vendor-portal/contract/dates';
import type { Db } from '../../db/client.ts';
import { appointments, disputes, properties, vendors } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { recordAudit } from '../ops/audit.ts';
import type { OpsActor } from '../ops/ops-auth.ts';
import { addAdjustment, jobAsLabelled, mailAdjustment } from './adjustments.ts';
import { payMailLanguage, payMailTo, queueMoneyMail } from './money-mail.ts';
import { weekOf } from './weeks.ts';

// docs/architecture.md "Money that is fair": disputes. Every read and write of a company's disputes is keyed
// by its vendor id: another company's week or job is 404, never told apart from one that does not exist.

type Rows<T> = { rows: T[] };
const iso = (c: string) => sql.raw(`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const columns = sql`d.id, to_char(d.week_start, 'YYYY-MM-DD') as week_start, d.appointment_id, d.message, d.status,
  d.response, x.amount_cents, ${iso('d.created_at')} as created_at, ${iso('d.resolved_at')} as resolved_at`;
interface RawDispute {
  id: number;
  week_start: string;
  appointment_id: number | null;
  message: string;
  status: Dispute['status'];
  response: string | null;
  amount_cents: string | number | null;
  created_at: string;
  resolved_at: string | null;
}
const toDispute = (r: RawDispute): Dispute => ({
  id: Number(r.id),
  weekStart: r.week_start,
  appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
  message: r.message,
  status: r.status,
  response: r.response,
  amountCents: r.amount_cents === null ? null : Number(r.amount_cents),
  createdAt: r.created_at,
  resolvedAt: r.resolved_at,
});

/** How far back a week may be disputed: its end within this many days of today (issue 54 item 5). */
const DISPUTE_WINDOW_DAYS = 90;

/**
 * POST /api/disputes (owner): a week within DISPUTE_WINDOW_DAYS of today that has ended in the company's zone, or,
 * when a job is named, one of its own jobs that is closed (done, a no-show or cancelled; its week may be this one). One open dispute per job and
 * one per week about the whole week (the unique indexes decide between requests at once): 409 naming the open one.
 */
export async function openDispute(db: Db, vendorId: number, body: CreateDisputeBody, now: Date) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${vendorTimeZone(vendorId)})::date`;
  const [check] = (
    (await db.execute(sql`
    select ${body.weekStart}::date > ${weekOf(sql`${now.toISOString()}::timestamptz`, vendorTimeZone(vendorId))} as future,
      ${body.weekStart}::date = ${weekOf(sql`${now.toISOString()}::timestamptz`, vendorTimeZone(vendorId))} as current,
      ${body.weekStart}::date + 7 < ${today} - ${DISPUTE_WINDOW_DAYS}::int as too_old,
      ${body.appointmentId === undefined ? sql`true` : sql`exists (select 1 from ${appointments} a where a.id = ${body.appointmentId} and a.vendor_id = ${vendorId})`} as own,
      ${body.appointmentId === undefined ? sql`true` : sql`exists (select 1 from ${appointments} a where a.id = ${body.appointmentId} and (a.completed_at is not null or a.cancelled_at is not null))`} as closed`)) as unknown as Rows<{
      future: boolean;
      current: boolean;
      too_old: boolean;
      own: boolean;
      closed: boolean;
    }>
  ).rows;
  if (!check!.own) throw notFound(MONEY.disputeJobNotFound);
  if (check!.future) throw badRequest(MONEY.disputeWeekInFuture);
  // A whole week is disputed once it has ended; a job once it is closed, which may be this week.
  if (check!.current && body.appointmentId === undefined) throw badRequest(MONEY.disputeWeekNotEnded);
  if (check!.too_old) throw badRequest(MONEY.disputeWeekTooOld);
  if (!check!.closed) throw badRequest(MONEY.disputeJobOpen);
  const appointmentId = body.appointmentId ?? null;
  // Whichever unique index a second open dispute meets, nothing is written and the open one is named; one answered
  // between the two statements is open no longer, so the insert is tried again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [created] = await db
      .insert(disputes)
      .values({ vendorId, weekStart: body.weekStart, appointmentId, message: body.message, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: disputes.id });
    if (created) return { id: created.id, status: 'open' as const };
    const [open] = await db
      .select({ id: disputes.id })
      .from(disputes)
      .where(
        and(
          eq(disputes.status, 'open'),
          appointmentId === null
            ? and(
                eq(disputes.vendorId, vendorId),
                eq(disputes.weekStart, body.weekStart),
                isNull(disputes.appointmentId),
              )
            : eq(disputes.appointmentId, appointmentId),
        ),
      );
    if (open) throw new AppError('conflict', MONEY.disputeAlreadyOpen({ id: open.id }), {}, { disputeId: open.id });
  }
  throw conflict();
}

/** GET /api/disputes (owner): its own, newest first. */
export async function listDisputes(db: Db, vendorId: number): Promise<Dispute[]> {
  const result = (await db.execute(sql`
    select ${columns} from ${disputes} d left join adjustments x on x.id = d.adjustment_id
    where d.vendor_id = ${vendorId} order by d.created_at desc, d.id desc`)) as unknown as Rows<RawDispute>;
  return result.rows.map(toDispute);
}

/** GET /api/ops/disputes?status= (staff): oldest first, with each company's name. */
export async function listOpsDisputes(db: Db, status: Dispute['status'] | undefined) {
  const result = (await db.execute(sql`
    select ${columns}, d.vendor_id, v.title from ${disputes} d
    join ${vendors} v on v.id = d.vendor_id
    left join adjustments x on x.id = d.adjustment_id
    where ${status === undefined ? sql`true` : sql`d.status = ${status}`}
    order by d.created_at, d.id`)) as unknown as Rows<RawDispute & { vendor_id: number; title: string }>;
  return result.rows.map((r) => ({ ...toDispute(r), vendorId: Number(r.vendor_id), title: r.title }));
}

/**
 * PATCH /api/ops/disputes/{id} (admin): closed once (409 after), always with a response; an amount becomes an
 * adjustment of kind `dispute` in the company's current week. Audited; the company is mailed.
 */
export async function resolveDispute(db: Db, actor: OpsActor, id: number, body: ResolveDisputeBody, now: Date) {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`
      select d.vendor_id, d.status, d.appointment_id, to_char(d.week_start, 'YYYY-MM-DD') as week_start,
        ${payMailTo(sql`v.id`)} as email, ${payMailLanguage(sql`v.id`)} as language,
        a.lines, a.actual_date_time, p.time_zone
      from ${disputes} d join ${vendors} v on v.id = d.vendor_id
      left join ${appointments} a on a.id = d.appointment_id
      left join ${properties} p on p.id = a.property_id
      where d.id = ${id} for update of d`)) as unknown as Rows<{
      vendor_id: number;
      status: string;
      appointment_id: number | null;
      week_start: string;
      email: string;
      language: Language;
      lines: Array<{ productTitle: string }> | null;
      actual_date_time: Date | string | null;
      time_zone: string | null;
    }>;
    const row = locked.rows[0];
    if (!row) throw notFound(OPS_MONEY.disputeNotFound);
    if (row.status !== 'open') throw conflict(OPS_MONEY.disputeClosed);
    const adjustment =
      body.amountCents === undefined
        ? null
        : await addAdjustment(
            tx,
            {
              vendorId: Number(row.vendor_id),
              amountCents: body.amountCents,
              // Issue 54 item 20: the label says what the amount is for; the answer stays with the dispute.
              reason:
                row.appointment_id !== null && row.lines && row.time_zone
                  ? STATEMENT.disputeJobReason(jobAsLabelled(row.lines, row.actual_date_time, row.time_zone))
                  : STATEMENT.disputeWeekReason(inLanguage('en', () => readableWeek(row.week_start))),
              kind: 'dispute',
              appointmentId: row.appointment_id,
              createdBy: actor.actor,
            },
            now,
          );
    await tx.execute(sql`update ${disputes} set status = ${body.status}, response = ${body.response},
      adjustment_id = ${adjustment?.id ?? null}, resolved_at = ${now.toISOString()}::timestamptz,
      resolved_by = ${actor.actor} where id = ${id}`);
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'dispute.resolve',
      target: `vendor:${row.vendor_id}`,
      before: { id, status: 'open' },
      after: { id, status: body.status, response: body.response, amountCents: body.amountCents ?? null },
    });
    // In the reader's language, its week too (issue 46).
    const written = inLanguage(row.language, () => {
      const week = readableWeek(row.week_start);
      return {
        subject: MONEY.disputeAnsweredSubject(week),
        text: MONEY.disputeAnsweredText(week, body.status, body.response),
      };
    });
    await queueMoneyMail(tx, { key: `dispute-answered:${id}`, to: row.email, ...written }, now);
    if (adjustment) await mailAdjustment(tx, adjustment, now);
    const [answer] = (
      (await tx.execute(sql`
      select ${columns} from ${disputes} d left join adjustments x on x.id = d.adjustment_id where d.id = ${id}`)) as unknown as Rows<RawDispute>
    ).rows;
    return toDispute(answer!);
  });
}
