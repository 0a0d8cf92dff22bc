import { sql } from 'drizzle-orm';
import type { JobAgeBucket, OpenJobList } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { openForClaim } from '../appointments/unclaimed.ts';

// Open jobs: future jobs nobody holds (the unclaimed list's own condition, on its partial index),
// aged from their booking.

const ageBucket = sql<JobAgeBucket>`(case
  when ${appointments.createdAt} > now() - interval '1 hour' then 'underAnHour'
  when ${appointments.createdAt} > now() - interval '1 day' then 'underADay'
  else 'older' end)`;

/** How many, and how many wait for more than a day: one query. */
export async function openJobsSummary(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      olderThan24h: sql<number>`(count(*) filter (where ${appointments.createdAt} <= now() - interval '1 day'))::int`,
    })
    .from(appointments)
    .where(openForClaim);
  return row!;
}

export const OPEN_JOBS_LIMIT = 500;

/** The oldest bookings first, with the counts per age over every open job (window counts: one query). */
export async function openJobsByAge(db: Db): Promise<OpenJobList> {
  const counted = (bucket: JobAgeBucket) =>
    sql<number>`(count(*) filter (where ${ageBucket} = ${bucket}) over ())::int`;
  const rows = await db
    .select({
      id: appointments.id,
      zipCode: appointments.zipCode,
      actualDateTime: appointments.actualDateTime,
      bookedAt: appointments.createdAt,
      ageBucket,
      services: sql<string>`(select string_agg(l ->> 'productTitle', ', ') from jsonb_array_elements(${appointments.lines}) l)`,
      underAnHour: counted('underAnHour'),
      underADay: counted('underADay'),
      older: counted('older'),
    })
    .from(appointments)
    .where(openForClaim)
    .orderBy(appointments.createdAt, appointments.id)
    .limit(OPEN_JOBS_LIMIT);
  const first = rows[0];
  return {
    data: rows.map((r) => ({
      id: r.id,
      zipCode: r.zipCode,
      actualDateTime: r.actualDateTime?.toISOString() ?? null,
      bookedAt: r.bookedAt.toISOString(),
      ageBucket: r.ageBucket,
      services: r.services ?? '',
    })),
    counts: {
      underAnHour: first?.underAnHour ?? 0,
      underADay: first?.underADay ?? 0,
      older: first?.older ?? 0,
    },
  };
}
