import { sql, type SQL } from 'drizzle-orm';
import { appointments, vendorHours } from '../../db/schema.ts';

// docs/architecture.md "The working day": does an unclaimed job fit the vendor's day? Two SQL pieces the
// unclaimed list's ONE statement uses (never one query per job): the vendor's hours and its open
// appointments, each read once as a CTE, and per job two expressions over them.

/** A job's end: its start plus its length in minutes. */
export const jobEnd = (start: SQL, lengthMinutes: SQL) => sql`(${start} + make_interval(mins => ${lengthMinutes}))`;

/** CTE `fit_hours`: the vendor's open days (all rows share one zone, docs/decisions/004). */
export const fitHoursCte = (vendor: SQL) => sql`fit_hours as materialized (
    select ${vendorHours.weekDay} as week_day, ${vendorHours.openTime} as open_time,
      ${vendorHours.closeTime} as close_time, ${vendorHours.timeZone} as time_zone
    from ${vendorHours}
    where ${vendorHours.vendorId} = ${vendor} and ${vendorHours.openTime} <> '' and ${vendorHours.closeTime} <> ''
  )`;

/** CTE `fit_mine`: the vendor's open appointments (claimed, not completed, not cancelled) not yet over. */
export const fitMineCte = (vendor: SQL) => sql`fit_mine as materialized (
    select ${appointments.id} as id, ${appointments.actualDateTime} as starts,
      ${jobEnd(sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)} as ends
    from ${appointments}
    where ${appointments.vendorId} = ${vendor} and ${appointments.completedAt} is null
      and ${appointments.cancelledAt} is null and ${appointments.actualDateTime} is not null
      and ${jobEnd(sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)} > now()
  )`;

/**
 * Within the vendor's hours: the job's day in the vendor's zone is an open day, and the job starts at or
 * after that day's opening and ends at or before its closing. The wall-clock times are turned into
 * instants by the database for that very day, so a DST change in between moves them as it should.
 */
export const withinHours = (start: SQL, lengthMinutes: SQL) => {
  const localDay = sql`(${start} at time zone h.time_zone)::date`;
  return sql`exists (
    select 1 from fit_hours h
    where h.week_day = to_char(${start} at time zone h.time_zone, 'FMDay')
      and ${start} >= (${localDay} + h.open_time::time) at time zone h.time_zone
      and ${jobEnd(start, lengthMinutes)} <= (${localDay} + h.close_time::time) at time zone h.time_zone
  )`;
};

/** The ids of the vendor's open appointments that overlap the job (touching ends do not: half-open). */
export const conflictIds = (start: SQL, lengthMinutes: SQL) => sql`(
    select coalesce(json_agg(m.id order by m.starts, m.id), '[]'::json) from fit_mine m
    where m.starts < ${jobEnd(start, lengthMinutes)} and m.ends > ${start}
  )`;
