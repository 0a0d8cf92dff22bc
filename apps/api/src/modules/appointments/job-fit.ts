import { sql, type SQL } from 'drizzle-orm';
import { WEEK_DAYS } from '@vendor-portal/contract/constants';
import { appointments, vendorHours } from '../../db/schema.ts';

// docs/architecture.md "The working day": does an unclaimed job fit the vendor's day? SQL pieces the unclaimed
// list's ONE statement uses (never one query per job): the vendor's week of hours and its open appointments,
// each read once as a CTE, and per job two expressions over them. docs/performance.md "Jobs that fit": the
// per-job part is kept to plain expressions (no subquery run per job unless the job overlaps one of the
// vendor's appointments), so that the fit adds little to the list's time.

/** A job's end: its start plus its length in minutes. */
const jobEnd = (start: SQL, lengthMinutes: SQL) => sql`(${start} + ${lengthMinutes} * interval '1 minute')`;

/** Each weekday's `column` by ISO day number (1 = Monday), null when the day is closed. */
const byWeekDay = (column: string) =>
  sql.raw(
    `array[${WEEK_DAYS.map((d) => `max(${column}) filter (where week_day = '${d}' and open_time <> '' and close_time <> '')`).join(', ')}]::time[]`,
  );

/**
 * CTE `fit_hours`: the vendor's week in ONE row, read in one pass over its (at most seven) rows: its zone (all
 * rows share one, docs/decisions/004: the hours editor sends every row's zone on a change) and each weekday's
 * open and close time by ISO day number, as `time` (parsed once, not per job). No row when the vendor has no hours.
 */
export const fitHoursCte = (vendor: SQL) => sql`fit_hours as materialized (
    select min(${vendorHours.timeZone}) as time_zone, ${byWeekDay('open_time')} as opens,
      ${byWeekDay('close_time')} as closes
    from ${vendorHours}
    where ${vendorHours.vendorId} = ${vendor}
    having count(*) > 0
  )`;

/**
 * CTEs `fit_mine`: the vendor's open appointments (claimed, not completed, not cancelled) not yet over, with
 * whom each is given to (availability/busy.ts companyScheduleJson reads them too); and
 * `fit_busy`: the time they take, as one multirange (bounds included, so it is a superset of the overlaps), for
 * a job to be checked against all of them at once.
 */
export const fitMineCte = (vendor: SQL) => sql`fit_mine as materialized (
    select ${appointments.id} as id, ${appointments.assigneeId} as assignee_id, ${appointments.actualDateTime} as starts,
      ${jobEnd(sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)} as ends
    from ${appointments}
    where ${appointments.vendorId} = ${vendor} and ${appointments.completedAt} is null
      and ${appointments.cancelledAt} is null and ${appointments.actualDateTime} is not null
      and ${jobEnd(sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)} > now()
  ),
  fit_busy as materialized (select range_agg(tstzrange(m.starts, m.ends, '[]')) as busy from fit_mine m)`;

// The week's zone and times, each read once for the whole statement (uncorrelated: PostgreSQL's InitPlans).
const zone = sql`(select time_zone from fit_hours)`;
const opens = sql`(select opens from fit_hours)`;
const closes = sql`(select closes from fit_hours)`;

/**
 * Within the vendor's hours: the job's day in the vendor's zone is an open day, and the job starts at or after
 * that day's opening and ends at or before its closing, on the wall clock of the vendor's zone: its start and end
 * instants are read in that zone for that very day, so a DST change in between moves them as it should. False
 * without hours or on a closed day (a null opening). Per job: two conversions to the zone, no subquery.
 */
export const withinHours = (start: SQL, lengthMinutes: SQL) => {
  const local = sql`(${start} at time zone ${zone})`;
  const localEnd = sql`(${jobEnd(start, lengthMinutes)} at time zone ${zone})`;
  const day = sql`extract(isodow from ${local})::int`;
  return sql`coalesce(
    ${local}::time >= (${opens})[${day}] and ${localEnd} <= ${local}::date + (${closes})[${day}],
    false)`;
};

/**
 * A date-only job's fit (issue 38 item 3): booked for a day, its stored time is no time of the vendor's, so it is
 * within the vendor's hours when the vendor is open at all on that day: the job's calendar day in the property's
 * zone (`propertyZone`), by its weekday. False without hours or on a closed day.
 */
export const openOnTheDay = (start: SQL, propertyZone: SQL) =>
  sql`coalesce((${opens})[extract(isodow from (${start} at time zone ${propertyZone}))::int] is not null, false)`;

/**
 * The vendor's open appointments that overlap the job (touching ends do not: half-open), as [id, to whom it is
 * given or null] soonest first: the ids are the fit's `conflicts`, and availability/busy.ts availabilityFor reads
 * who is busy from them. Only a job the multirange says may overlap reads them.
 */
export const overlappingJobs = (start: SQL, lengthMinutes: SQL) => sql`case
    when (select busy from fit_busy) && tstzrange(${start}, ${jobEnd(start, lengthMinutes)}, '[]') then (
      select coalesce(json_agg(json_build_array(m.id, m.assignee_id) order by m.starts, m.id), '[]'::json)
      from fit_mine m
      where m.starts < ${jobEnd(start, lengthMinutes)} and m.ends > ${start})
    else '[]'::json end`;
