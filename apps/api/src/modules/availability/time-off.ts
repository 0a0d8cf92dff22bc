import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import Holidays from 'date-holidays';
import type { Holiday, TimeOff, timeOffBody } from '@vendor-portal/contract/availability';
import { AVAILABILITY, TEAM } from '@vendor-portal/contract/messages';
import { dayIn } from '@vendor-portal/contract/dates';
import { worksOwnJobsOnly } from '@vendor-portal/contract/team';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { calendarBusy, timeOff, vendorMembers } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { vendorChanged } from '../../lib/event-bus.ts';
import type { Membership } from '../../plugins/app/auth.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { timeOffEnds, timeOffStarts } from './busy.ts';

// docs/architecture.md "Availability and dispatch": time off of the company (memberId null) or of one member.
// The owner and the office read and change every entry of their company; a technician only its own (403 for
// anyone else's). Every query is keyed by the caller's company, so another company's member or entry is 404.

const columns = {
  id: timeOff.id,
  memberId: timeOff.memberId,
  startDate: timeOff.startDate,
  endDate: timeOff.endDate,
  startTime: timeOff.startTime,
  endTime: timeOff.endTime,
  note: timeOff.note,
};

// A technician sees and changes only its own time off (team-roles.ts worksOwnJobsOnly).
const ownOnly = (actor: Membership) => worksOwnJobsOnly(actor.role);

/** GET /api/timeOff: the entries not yet over (by their last day), soonest first. */
export async function listTimeOff(db: Db, actor: Membership, today: string): Promise<TimeOff[]> {
  const own = ownOnly(actor) ? eq(timeOff.memberId, actor.memberId) : undefined;
  return db
    .select(columns)
    .from(timeOff)
    .where(and(eq(timeOff.vendorId, actor.vendorId), gte(timeOff.endDate, today), own))
    .orderBy(asc(timeOff.startDate), asc(timeOff.id));
}

/**
 * POST /api/timeOff: 403 for a technician's entry of anyone but itself, 404 for another company's member; a range
 * whose last day is before `today` (the company's zone) is 400 beside `endDate` (issue 54 item 9).
 */
export async function addTimeOff(
  db: Db,
  actor: Membership,
  body: z.output<typeof timeOffBody>,
  today: string,
): Promise<TimeOff> {
  // Named after its field (`endDate: …`): the form puts it under the last day (docs/how-to/forms.md).
  if (body.endDate < today) throw badRequest(`endDate: ${AVAILABILITY.endsBeforeToday}`);
  // Another company's member is 404 to every role (it does not exist for the caller); only then is a
  // technician naming another member of its own company refused: it changes only its own.
  if (body.memberId !== null) {
    const [member] = await db
      .select({ id: vendorMembers.id })
      .from(vendorMembers)
      .where(and(eq(vendorMembers.id, body.memberId), eq(vendorMembers.vendorId, actor.vendorId)));
    if (!member) throw notFound(TEAM.memberNotFound);
  }
  if (ownOnly(actor) && body.memberId !== actor.memberId) throw new AppError('role-forbidden', AVAILABILITY.ownOnly);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timeOff)
      .values({ vendorId: actor.vendorId, ...body })
      .returning(columns);
    // Issue 42: the company's open pages (the time-off cards, the board, the day, the unclaimed fit) read it again.
    await vendorChanged(tx, actor.vendorId, 'timeOff');
    return row!;
  });
}

/** DELETE /api/timeOff/{id}. */
export async function removeTimeOff(db: Db, actor: Membership, id: number): Promise<void> {
  const [row] = await db
    .select({ memberId: timeOff.memberId })
    .from(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.vendorId, actor.vendorId)));
  if (!row) throw notFound(AVAILABILITY.timeOffNotFound);
  if (ownOnly(actor) && row.memberId !== actor.memberId) throw new AppError('role-forbidden', AVAILABILITY.ownOnly);
  await db.transaction(async (tx) => {
    await tx.delete(timeOff).where(eq(timeOff.id, id));
    await vendorChanged(tx, actor.vendorId, 'timeOff');
  });
}

/** The company's zone (vendor-time-zone.ts, the one rule). */
export async function companyZone(db: Db, vendorId: number | SQL): Promise<string> {
  const result = await db.execute(sql`select ${vendorTimeZone(vendorId)} as zone`);
  return (result as unknown as { rows: Array<{ zone: string }> }).rows[0]!.zone;
}

/**
 * A holiday's name as people in the US say it, in the active language (issue 54 item 19), from date-holidays'
 * English name: the library's are British ("Labour Day") or literal in Spanish. A name it does not know (a holiday
 * added to the library) is its own English name.
 */
const HOLIDAY_NAMES: Record<string, () => string> = {
  "New Year's Day": () => AVAILABILITY.holidayNewYear,
  'Martin Luther King Jr. Day': () => AVAILABILITY.holidayMlk,
  "Washington's Birthday": () => AVAILABILITY.holidayPresidents,
  'Memorial Day': () => AVAILABILITY.holidayMemorial,
  Juneteenth: () => AVAILABILITY.holidayJuneteenth,
  'Independence Day': () => AVAILABILITY.holidayIndependence,
  'Labour Day': () => AVAILABILITY.holidayLabor,
  'Labor Day': () => AVAILABILITY.holidayLabor,
  'Columbus Day': () => AVAILABILITY.holidayColumbus,
  'Veterans Day': () => AVAILABILITY.holidayVeterans,
  'Thanksgiving Day': () => AVAILABILITY.holidayThanksgiving,
  'Christmas Day': () => AVAILABILITY.holidayChristmas,
};
const SUBSTITUTE = ' (substitute day)';

function holidayName(english: string): string {
  const observed = english.endsWith(SUBSTITUTE);
  const base = observed ? english.slice(0, -SUBSTITUTE.length) : english;
  const name = HOLIDAY_NAMES[base]?.() ?? base;
  return observed ? AVAILABILITY.holidayObserved(name) : name;
}

/**
 * GET /api/timeOff/holidays: the US public holidays (date-holidays, decision 032) from today in the company's
 * zone to a year later, each its calendar day, for the one-tap buttons of the company's time off; named in the
 * member's language (issue 46: date-holidays has them in Spanish too).
 */
export function usPublicHolidays(now: Date, zone: string, language: Language = 'en'): Holiday[] {
  const today = dayIn(now, zone);
  const year = Number(today.slice(0, 4));
  const holidays = new Holidays('US', { timezone: zone, types: ['public'] });
  const seen = new Set<string>();
  return [...holidays.getHolidays(year, 'en'), ...holidays.getHolidays(year + 1, 'en')]
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: inLanguage(language, () => holidayName(h.name)) }))
    .filter((h) => h.date >= today && h.date <= `${year + 1}${today.slice(4)}` && !seen.has(h.date) && seen.add(h.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A time off entry as two instants (busy.ts reads its days and times in the company's zone). */
export interface TimeOffSpan extends TimeOff {
  starts: Date;
  ends: Date;
}

/**
 * The company's time off (memberId null) and that of `memberIds` (every member's when 'all') overlapping
 * [from, to), with its instants: the dispatch board's shading, a 409's details, the calendar feed's busy events.
 * With the imported calendars' busy times (busy.ts offDuring: they are time off too) as entries of kind
 * `calendar`, their days and times read in the company's zone and never their event's title (there is none
 * stored); `calendars: false` leaves them out (the member's own outgoing feed: a calendar imported into the
 * portal must not come back into the calendar app as a copy of itself).
 */
export async function timeOffSpans(
  db: Db,
  vendorId: number,
  memberIds: number[] | 'all',
  from: Date,
  to: Date,
  options: { calendars?: boolean } = {},
): Promise<TimeOffSpan[]> {
  const zone = vendorTimeZone(vendorId);
  const whose = (alias: string) =>
    memberIds === 'all'
      ? sql`true`
      : memberIds.length === 0
        ? sql`${sql.raw(alias)}.member_id is null`
        : sql`(${sql.raw(alias)}.member_id is null or ${sql.raw(alias)}.member_id in (${sql.join(
            memberIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`;
  const entries = sql`select o.id, o.member_id, o.start_date::text as start_date,
      o.end_date::text as end_date, o.start_time, o.end_time, o.note,
      ${timeOffStarts('o', zone)} as starts, ${timeOffEnds('o', zone)} as ends, 'timeOff' as kind
    from ${timeOff} o
    where o.vendor_id = ${vendorId} and ${whose('o')}
      and ${timeOffStarts('o', zone)} < ${to.toISOString()}::timestamptz
      and ${timeOffEnds('o', zone)} > ${from.toISOString()}::timestamptz`;
  // A busy time from midnight to midnight in the company's zone is whole days, as a time off entry would be.
  const local = (at: string) => sql.raw(`(b.${at} at time zone z.zone)`);
  const wholeDays = sql`(${local('starts')}::time = '00:00' and ${local('ends')}::time = '00:00')`;
  const busy = sql`select b.id, b.member_id, ${local('starts')}::date::text as start_date,
      (case when ${wholeDays} then (${local('ends')} - interval '1 day')::date else ${local('ends')}::date end)::text as end_date,
      case when ${wholeDays} then null else to_char(${local('starts')}, 'HH24:MI') end as start_time,
      case when ${wholeDays} then null else to_char(${local('ends')}, 'HH24:MI') end as end_time,
      '' as note, b.starts, b.ends, 'calendar' as kind
    from ${calendarBusy} b, (select ${zone} as zone) z
    where b.vendor_id = ${vendorId} and ${whose('b')}
      and b.starts < ${to.toISOString()}::timestamptz and b.ends > ${from.toISOString()}::timestamptz`;
  const result = await db.execute(
    options.calendars === false
      ? sql`${entries} order by starts, id`
      : sql`select * from (${entries} union all ${busy}) t order by starts, kind desc, id`,
  );
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id === null ? null : Number(r.member_id),
    startDate: String(r.start_date),
    endDate: String(r.end_date),
    startTime: (r.start_time as string | null) ?? null,
    endTime: (r.end_time as string | null) ?? null,
    note: String(r.note),
    ...(r.kind === 'calendar' ? { kind: 'calendar' as const } : {}),
    starts: new Date(r.starts as string),
    ends: new Date(r.ends as string),
  }));
}
