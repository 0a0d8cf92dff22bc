import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, calendarBusy, timeOff, vendorMembers } from '../../db/schema.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';

// docs/architecture.md "Availability and dispatch": who is busy or off when. SQL pieces, so that the unclaimed
// list keeps its ONE statement and the claim, the assignment, the alerts and the board ask the same rule.
// Time off is stored as days and HH:MM on the company's wall clock; it becomes instants here, read in the
// company's zone for those very days, so a DST change in between moves them as it should. Ranges are half-open:
// a job that ends as time off starts does not overlap it.

/** The instants of a time_off row `o` (its columns by alias) in `zone`: whole days run midnight to midnight. */
export const timeOffStarts = (o: string, zone: SQL) =>
  sql`((${sql.raw(o)}.start_date + coalesce(${sql.raw(o)}.start_time, '00:00')::time) at time zone ${zone})`;
export const timeOffEnds = (o: string, zone: SQL) =>
  sql`(case when ${sql.raw(o)}.end_time is null
    then ((${sql.raw(o)}.end_date + 1) + time '00:00') at time zone ${zone}
    else (${sql.raw(o)}.end_date + ${sql.raw(o)}.end_time::time) at time zone ${zone} end)`;

const jobEndOf = (start: SQL, minutes: SQL) => sql`(${start} + ${minutes} * interval '1 minute')`;

/**
 * Time off rows of `vendor` (the company's when `member` is null, else that member's) overlapping [start, end).
 * Time off is the entries people write AND the busy times of the calendars they import (calendar_busy, stored as
 * instants: docs/architecture.md "Partners: API keys, webhooks and the company's own calendar"): this rule and
 * companyScheduleJson below, with time-off.ts timeOffSpans, are the only readers of time off, so every rule that
 * counts time off (the fit, no-one-free, member-busy, new-job alerts, the board) counts the calendars too.
 */
function offDuring(vendor: SQL, member: SQL | null, start: SQL, end: SQL): SQL {
  const zone = vendorTimeZone(vendor);
  const whose = (alias: string) =>
    member === null ? sql`${sql.raw(alias)}.member_id is null` : sql`${sql.raw(alias)}.member_id = ${member}`;
  return sql`(exists (select 1 from ${timeOff} o
    where o.vendor_id = ${vendor} and ${whose('o')}
      and o.start_date <= (${end} at time zone ${zone})::date and o.end_date >= (${start} at time zone ${zone})::date - 1
      and ${timeOffStarts('o', zone)} < ${end} and ${timeOffEnds('o', zone)} > ${start})
    or exists (select 1 from ${calendarBusy} b
      where b.vendor_id = ${vendor} and ${whose('b')} and b.starts < ${end} and b.ends > ${start}))`;
}

/**
 * The company is closed for a job from `start` for `minutes`: it falls (even in part) within the company's own
 * time off. The one rule of new-job alerts (mail and push: live/new-job-alerts.ts asks it per company), of the
 * unclaimed card's `fit.timeOff` and of the claim's 409 no-one-free.
 */
export const isCompanyClosedAt = (vendor: SQL, start: SQL, minutes: SQL): SQL =>
  offDuring(vendor, null, start, jobEndOf(start, minutes));

/**
 * Whether a member takes jobs: its own choice, else its role's default (a technician yes, the office no, the
 * owner while the company has no active technician). `m` is the alias of its vendor_members row.
 */
export const takesJobsOf = (m: string) => sql`coalesce(${sql.raw(m)}.takes_jobs, case ${sql.raw(m)}.role
    when 'technician' then true
    when 'owner' then not exists (select 1 from ${vendorMembers} t
      where t.vendor_id = ${sql.raw(m)}.vendor_id and t.role = 'technician' and t.status = 'active')
    else false end)`;

/**
 * The longest a job lasts: a booking is at most a day (the ops contract's duration, 1,440 minutes), and its length
 * never changes after. It bounds from below the start of a job that may overlap another, so that the index on
 * (vendor or assignee, start) is read over a day's jobs rather than over every job that started before
 * (docs/performance.md "Time off and the dispatch board").
 */
const LONGEST_JOB = sql.raw(`interval '${24 * 60} minutes'`);

/** The open (claimed, not completed nor cancelled) jobs of `vendor` overlapping [start, end), but `except`. */
const overlapping = (vendor: SQL, start: SQL, end: SQL, except: SQL) => sql`${appointments.vendorId} = ${vendor}
    and ${appointments.completedAt} is null and ${appointments.cancelledAt} is null
    and ${appointments.actualDateTime} < ${end}
    and ${appointments.actualDateTime} > ${start} - ${LONGEST_JOB}
    and ${jobEndOf(sql`${appointments.actualDateTime}`, sql`${appointments.appointmentLength}`)} > ${start}
    and ${appointments.id} <> ${except}`;

/**
 * The members of `vendor` free for a job from `start` for `minutes`, as a json array of ids: active, taking jobs,
 * with no overlapping job of theirs and no time off then, their own or the company's (a company entry is
 * everyone's: issue 54 item 10). The company's unassigned jobs at that time
 * need someone too: when they are as many as the free members, no one is free (a one-person company whose jobs
 * are unassigned is busy when it has an overlapping job).
 */
export function freeMembers(vendor: SQL, start: SQL, minutes: SQL, except: SQL = sql`0`): SQL {
  const end = jobEndOf(start, minutes);
  const candidates = sql`select m.id from ${vendorMembers} m
    where m.vendor_id = ${vendor} and m.status = 'active' and ${takesJobsOf('m')}
      and not exists (select 1 from ${appointments}
        where ${overlapping(vendor, start, end, except)} and ${appointments.assigneeId} = m.id)
      and not ${offDuring(vendor, sql`m.id`, start, end)}
      and not ${offDuring(vendor, null, start, end)}`;
  const unassigned = sql`(select count(*) from ${appointments}
    where ${overlapping(vendor, start, end, except)} and ${appointments.assigneeId} is null)`;
  return sql`(select case when count(*) > ${unassigned} then coalesce(json_agg(f.id order by f.id), '[]'::json)
      else '[]'::json end from (${candidates}) f)`;
}

/**
 * The company's time as the unclaimed list reads it (docs/performance.md "Time off and the dispatch board"), as
 * ONE json value computed once per statement: `crew`, the ids of the members who take jobs (active, takesJobsOf),
 * and `off`, its time off not yet over, as [member id or null for the company, starts, ends] in `epochMicros`, with
 * `busy`, its imported calendars' busy times not yet over, alike (offDuring).
 * With each job's overlapping jobs (job-fit.ts overlappingJobs), availabilityFor then answers its `timeOff` and
 * `free` by the rules of isCompanyClosedAt and freeMembers without a subquery per job (those cost ~28 µs a job).
 */
export function companyScheduleJson(vendor: SQL, zone: SQL): SQL {
  return sql`json_build_object(
    'crew', (select coalesce(json_agg(m.id order by m.id), '[]'::json) from ${vendorMembers} m
      where m.vendor_id = ${vendor} and m.status = 'active' and ${takesJobsOf('m')}),
    'off', (select coalesce(json_agg(json_build_array(o.member_id, ${epochMicros(sql`o.starts`)},
        ${epochMicros(sql`o.ends`)})), '[]'::json)
      from (select o.member_id, ${timeOffStarts('o', zone)} as starts, ${timeOffEnds('o', zone)} as ends
        from ${timeOff} o
        where o.vendor_id = ${vendor} and o.end_date >= (now() at time zone ${zone})::date - 1 offset 0) o
      where o.ends > now()),
    'busy', (select coalesce(json_agg(json_build_array(b.member_id, ${epochMicros(sql`b.starts`)},
        ${epochMicros(sql`b.ends`)})), '[]'::json)
      from ${calendarBusy} b where b.vendor_id = ${vendor} and b.ends > now()))`;
}

/**
 * An instant as whole microseconds since the epoch, in a double: exact until 2106 (date_part's seconds, one
 * division, and their millionfold are together within half a microsecond of the instant, so rounding gives its
 * microseconds), so a job's end is its start plus its minutes in JavaScript; cheaper than extract's numeric.
 */
export const epochMicros = (instant: SQL) => sql`round(date_part('epoch', ${instant}) * 1000000)`;

/** A job's length in epochMicros. */
export const MICROS_PER_MINUTE = 60_000_000;

/** What companyScheduleJson answers (instants in epochMicros). */
export interface CompanySchedule {
  crew: number[];
  off: Array<[number | null, number, number]>;
  /** The imported calendars' busy times (offDuring): time off like `off`. */
  busy?: Array<[number | null, number, number]>;
}

/** One of the company's open jobs overlapping another: its id and to whom it is given (job-fit.ts overlappingJobs). */
export type OverlappingJob = readonly [id: number, assignee: number | null];

/** A job's `timeOff` and `free` (JobFit). */
export interface Availability {
  timeOff: boolean;
  free: number[];
}

/**
 * The answer for a job from `start` to `end` (epochMicros, half-open) whose overlapping jobs of the company are
 * `overlapping` (job-fit.ts overlappingJobs: the same overlap as freeMembers'): whether it falls in the company's own
 * time off (isCompanyClosedAt) and who is free then (freeMembers: a member who takes jobs, with no overlapping job
 * given to them and no time off of their own nor of the company's; no one when the overlapping unassigned jobs are as many as them).
 * availability-rule.test checks the answers against the SQL rules on the same data.
 */
export function availabilityFor(
  schedule: CompanySchedule,
): (start: number, end: number, overlapping: readonly OverlappingJob[]) => Availability {
  const { crew, off } = schedule;
  // The calendars' busy times are many and short: sorted by start, a job reads only those starting within the
  // longest of them before its end (binary search), not every one (docs/performance.md "Imported calendars").
  const calendar = [...(schedule.busy ?? [])].sort((a, b) => a[1] - b[1]);
  let longest = 0;
  for (const [, from, to] of calendar) longest = Math.max(longest, to - from);
  const firstFrom = (at: number) => {
    let lo = 0;
    let hi = calendar.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (calendar[mid]![1] < at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const noOne: number[] = [];
  return (start, end, overlapping) => {
    let timeOff = false;
    let away: number[] | null = null;
    for (let i = 0; i < off.length; i++) {
      const [member, from, to] = off[i]!;
      if (from >= end || to <= start) continue;
      if (member === null) timeOff = true;
      else (away ??= []).push(member);
    }
    for (let i = calendar.length ? firstFrom(start - longest) : 0; i < calendar.length; i++) {
      const [member, from, to] = calendar[i]!;
      if (from >= end) break;
      if (to <= start) continue;
      if (member === null) timeOff = true;
      else (away ??= []).push(member);
    }
    let unassigned = 0;
    for (let i = 0; i < overlapping.length; i++) {
      const member = overlapping[i]![1];
      if (member === null) unassigned++;
      else (away ??= []).push(member);
    }
    // A company entry is everyone's time off (issue 54 item 10): no one is free then.
    if (timeOff) return { timeOff, free: noOne };
    if (away === null) return { timeOff, free: crew.length > unassigned ? crew : noOne };
    const busy = away;
    const free = crew.filter((id) => !busy.includes(id));
    return { timeOff, free: free.length > unassigned ? free : noOne };
  };
}

/** The ids of the open jobs of `vendor` overlapping the job, assigned to `member` (every one when null), json. */
function conflictsOf(vendor: SQL, start: SQL, minutes: SQL, except: SQL, member: SQL | null): SQL {
  const end = jobEndOf(start, minutes);
  return sql`(select coalesce(json_agg(${appointments.id} order by ${appointments.actualDateTime}, ${appointments.id}), '[]'::json)
    from ${appointments} where ${overlapping(vendor, start, end, except)}
      ${member === null ? sql`` : sql`and ${appointments.assigneeId} = ${member}`})`;
}

/** Whether `member` (or the whole company) is off for the job. */
const memberOffAt = (vendor: SQL, member: SQL, start: SQL, minutes: SQL): SQL =>
  sql`(${offDuring(vendor, member, start, jobEndOf(start, minutes))} or ${isCompanyClosedAt(vendor, start, minutes)})`;

/** What a 409 no-one-free or member-busy carries. */
export interface BusyAnswer {
  conflicts: number[];
  timeOff: boolean;
}

const asIds = (value: unknown): number[] =>
  ((typeof value === 'string' ? JSON.parse(value) : value) as number[] | null) ?? [];

/**
 * PATCH /api/appointment/claim/{id} (docs/architecture.md "Availability and dispatch"), asked in the claim's
 * transaction once the job is the company's: the job falls in its time off, or no member who takes jobs is free
 * then. Null when the claim may go through without a question.
 */
export async function claimNeedsConfirm(tx: Tx, vendorId: number, appointmentId: number): Promise<BusyAnswer | null> {
  const vendor = sql`${vendorId}::int`;
  const except = sql`${appointmentId}::int`;
  const [row] = await theJob(
    tx,
    appointmentId,
    sql`${isCompanyClosedAt(vendor, jobStart, jobLength)} as off,
      ${freeMembers(vendor, jobStart, jobLength, except)} as free,
      ${conflictsOf(vendor, jobStart, jobLength, except, null)} as conflicts`,
  );
  if (!row) return null;
  if (row.off !== true && asIds(row.free).length > 0) return null;
  return { conflicts: asIds(row.conflicts), timeOff: row.off === true };
}

/** PATCH /api/appointment/assignee/{id}: the member's overlapping jobs and whether it (or the company) is off. */
export async function memberBusyAt(
  tx: Tx,
  vendorId: number,
  memberId: number,
  appointmentId: number,
): Promise<BusyAnswer | null> {
  const vendor = sql`${vendorId}::int`;
  const member = sql`${memberId}::int`;
  const [row] = await theJob(
    tx,
    appointmentId,
    sql`${memberOffAt(vendor, member, jobStart, jobLength)} as off,
      ${conflictsOf(vendor, jobStart, jobLength, sql`${appointmentId}::int`, member)} as conflicts`,
  );
  if (!row) return null;
  const conflicts = asIds(row.conflicts);
  return row.off === true || conflicts.length > 0 ? { conflicts, timeOff: row.off === true } : null;
}

// The job's start and length under their own alias: the rules' subqueries read `appointments` themselves, where
// an unqualified column of the outer row would name the inner one.
const jobStart = sql`job.starts`;
const jobLength = sql`job.length`;
async function theJob(tx: Tx, appointmentId: number, columns: SQL): Promise<Array<Record<string, unknown>>> {
  const result = await tx.execute(sql`select ${columns}
    from (select ${appointments.actualDateTime} as starts, ${appointments.appointmentLength} as length
      from ${appointments} where ${appointments.id} = ${appointmentId} and ${appointments.actualDateTime} is not null) job`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}
