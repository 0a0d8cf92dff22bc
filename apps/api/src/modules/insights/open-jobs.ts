import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

const OPEN_JOBS_LIMIT = 500;

/** The export's times (issue 38 item 15): as a person reads them on the property's clock, with the zone. */
interface LocalTimes {
  appointmentLocal: string | null;
  bookedAtLocal: string | null;
}

/** An expression on the job's property (its zone `p.time_zone`), null when the job has none. */
const inPropertyZone = (value: SQL) =>
  sql<string | null>`(select ${value} from ${properties} p where p.id = ${appointments.propertyId})`;
const localText = (instant: SQL | AnyColumn) =>
  sql`to_char(${instant} at time zone p.time_zone, 'YYYY-MM-DD HH12:MI AM')`;

/** The oldest bookings first, with the counts per age over every open job (a CTE: one query). */
export async function openJobsByAge(
  db: Db,
): Promise<Omit<OpenJobList, 'data'> & { data: (OpenJobList['data'][number] & LocalTimes)[] }> {
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
      // Issue 38 item 15: a job with two lines of one service names it once.
      services: sql<string>`(select string_agg(distinct l ->> 'productTitle', ', ') from jsonb_array_elements(${appointments.lines}) l)`,
      lines: appointments.lines,
      timeZone: properties.timeZone,
      appointmentLocal: inPropertyZone(localText(appointments.actualDateTime)),
      bookedAtLocal: inPropertyZone(localText(appointments.createdAt)),
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
      // Not in the JSON answer (its schema has no such keys): the export's times, in the property's zone.
      appointmentLocal: r.appointmentLocal,
      bookedAtLocal: r.bookedAtLocal,
    })),
    counts: {
      underAnHour: first?.underAnHour ?? 0,
      underADay: first?.underADay ?? 0,
      older: first?.older ?? 0,
    },
  };
}
