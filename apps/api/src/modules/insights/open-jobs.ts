import { eq, sql } from 'drizzle-orm';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';
import type { JobAgeBucket, OpenJobList } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments, properties } from '../../db/schema.ts';
import { openForClaim } from '../appointments/unclaimed.ts';

// Open jobs: future jobs nobody holds (the unclaimed list's own condition), aged from their booking,
// on appointments_open_jobs_idx (booking time, id, appointment time; partial: not held, not completed,
// not cancelled): the counts are an index-only scan, the list reads the index in order and stops at 500.

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

/** The oldest bookings first, with the counts per age over every open job (a CTE: one query). */
export async function openJobsByAge(db: Db): Promise<OpenJobList> {
  const counted = (bucket: JobAgeBucket) => sql<number>`(count(*) filter (where ${ageBucket} = ${bucket}))::int`;
  const counts = db.$with('counts').as(
    db
      .select({
        underAnHour: counted('underAnHour').as('under_an_hour'),
        underADay: counted('underADay').as('under_a_day'),
        older: counted('older').as('older'),
      })
      .from(appointments)
      .where(openForClaim),
  );
  const rows = await db
    .with(counts)
    .select({
      id: appointments.id,
      zipCode: appointments.zipCode,
      actualDateTime: appointments.actualDateTime,
      bookedAt: appointments.createdAt,
      ageBucket,
      services: sql<string>`(select string_agg(l ->> 'productTitle', ', ') from jsonb_array_elements(${appointments.lines}) l)`,
      lines: appointments.lines,
      timeZone: properties.timeZone,
      underAnHour: counts.underAnHour,
      underADay: counts.underADay,
      older: counts.older,
    })
    .from(appointments)
    .innerJoin(counts, sql`true`)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
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
      timeZone: r.timeZone,
      dateOnly: schedulingKindOfLines(r.lines) === 'date',
    })),
    counts: {
      underAnHour: first?.underAnHour ?? 0,
      underADay: first?.underADay ?? 0,
      older: first?.older ?? 0,
    },
  };
}
