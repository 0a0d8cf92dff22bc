import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobAlerts } from '../../db/schema.ts';

// docs/architecture.md "Alerts on the phone": a company hears of one job at most once an hour, however often it
// is released, moved or opened again, by mail and push alike (the live stream still tells every open page at
// once). Every alert of a job, whatever its channel, asks here first, in the transaction that causes it.

export const JOB_ALERT_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Of `vendorIds`, the companies that may be told of `appointmentId` at `now`: those never told of it, or told
 * an hour or more ago. They are recorded as told now (a row per company and job, taken under its lock, so two
 * transactions at once give the turn to one). Pass the companies about to be alerted on any channel, and alert
 * only those returned.
 */
export async function takeJobAlertTurns(
  tx: Tx,
  appointmentId: number,
  vendorIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (vendorIds.length === 0) return new Set();
  const since = new Date(now.getTime() - JOB_ALERT_INTERVAL_MS);
  // The companies as one array parameter (a multi-row VALUES was three parameters a company: a thousand
  // companies cost more to build and plan than to write).
  const result = await tx.execute(sql`insert into ${jobAlerts} (vendor_id, appointment_id, alerted_at)
    select v, ${appointmentId}::int, ${now.toISOString()}::timestamptz
    from unnest(${`{${vendorIds.join(',')}}`}::int[]) as v
    on conflict (vendor_id, appointment_id) do update set alerted_at = excluded.alerted_at
    where ${jobAlerts.alertedAt} <= ${since.toISOString()}::timestamptz
    returning vendor_id`);
  return new Set((result as unknown as { rows: Array<{ vendor_id: number }> }).rows.map((r) => Number(r.vendor_id)));
}
