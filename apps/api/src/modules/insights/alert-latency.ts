import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';
import { periodStart, rowsOf } from './period.ts';

/**
 * docs/architecture.md "Alerts on the phone": the time from a booking's commit to each of its new-job alerts
 * handed to the push service or the mail transport, over the alerts sent in the period: count, median and 99th
 * percentile in milliseconds. Only new-job alerts carry `caused_at`; a push held back by the member's quiet
 * hours counts from when it could leave (its `created_at`), not from the booking.
 */
export async function alertLatencySummary(db: Db, days: number) {
  const latency = sql`extract(epoch from (${mailQueue.sentAt} - greatest(${mailQueue.causedAt}, ${mailQueue.createdAt}))) * 1000`;
  const [row] = rowsOf<{ count: number; p50Ms: number | null; p99Ms: number | null }>(
    await db.execute(sql`select count(*)::int as "count",
        round(percentile_cont(0.5) within group (order by ${latency}))::float8 as "p50Ms",
        round(percentile_cont(0.99) within group (order by ${latency}))::float8 as "p99Ms"
      from ${mailQueue}
      where ${mailQueue.causedAt} is not null and ${mailQueue.sentAt} >= ${periodStart(days)}`),
  );
  return {
    count: row!.count,
    p50Ms: row!.p50Ms === null ? null : Number(row!.p50Ms),
    p99Ms: row!.p99Ms === null ? null : Number(row!.p99Ms),
  };
}
