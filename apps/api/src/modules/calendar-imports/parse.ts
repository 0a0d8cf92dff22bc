import ICAL from 'ical.js';
import { localParts } from '@vendor-portal/contract/dates';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": an imported calendar's busy
// events, read with ical.js (decision 082). Busy is an event neither TRANSP:TRANSPARENT nor STATUS:CANCELLED (an
// overridden instance, RECURRENCE-ID, is judged by its own properties); recurrences (RRULE, RDATE, EXDATE) are
// expanded until `horizon`; a time with a VTIMEZONE is read in it (ical.js applies its DST rules), a TZID the feed
// does not define is read as the IANA zone of that name, a floating time (no zone) and an all-day event in
// `zone`, the member's or company's: an all-day event is its whole days there, midnight to midnight.

/** One busy time, half-open [starts, ends). */
export interface BusyInterval {
  starts: Date;
  ends: Date;
}

/** The feed is not iCalendar (no VCALENDAR, or ical.js could not read it). */
export class NotICalendarError extends Error {}

/** Bounds what one feed may cost: occurrences of one event, and busy times kept in all. */
const MAX_OCCURRENCES_PER_EVENT = 5_000;
export const MAX_BUSY_PER_FEED = 5_000;

const isZone = (name: string): boolean => {
  try {
    localParts(0, name);
    return true;
  } catch {
    return false;
  }
};

/** The UTC offset of `zone` at `at`, in milliseconds (zones' offsets are whole minutes since 1972). */
function offsetAt(at: number, zone: string): number {
  const wall = Date.parse(`${localParts(at, zone)}:00Z`);
  return wall - (at - (((at % 60_000) + 60_000) % 60_000));
}

/**
 * The instant a wall-clock time names in `zone`: the offset is looked up twice, so that a time near a DST change
 * takes the offset in force then (a time in the spring gap moves forward, as calendar apps do).
 */
export function wallClockInstant(
  t: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  zone: string,
): Date {
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const first = offsetAt(asUtc, zone);
  const second = offsetAt(asUtc - first, zone);
  return new Date(asUtc - second);
}

const fieldsOf = (t: ICAL.Time, wholeDay: boolean) => ({
  year: t.year,
  month: t.month,
  day: t.day,
  hour: wholeDay ? 0 : t.hour,
  minute: wholeDay ? 0 : t.minute,
  second: wholeDay ? 0 : t.second,
});

/** `tzid`: the TZID its property names (ical.js keeps no zone for one the feed does not define). */
function instantOf(time: ICAL.Time, zone: string, tzid: string | null): Date {
  if (time.isDate) return wallClockInstant(fieldsOf(time, true), zone);
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  // A zone defined by the feed's VTIMEZONE: ical.js computes the offset from its rules.
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.component) {
    return new Date(time.toUnixTime() * 1000);
  }
  // A TZID the feed does not define (many feeds name IANA zones only), or a floating time.
  return wallClockInstant(fieldsOf(time, false), tzid && isZone(tzid) ? tzid : zone);
}

const tzidOf = (event: ICAL.Event, name: 'dtstart' | 'dtend'): string | null => {
  const value = event.component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

const isBusy = (event: ICAL.Event): boolean => {
  const transp = event.component.getFirstPropertyValue('transp');
  const status = event.component.getFirstPropertyValue('status');
  return String(transp ?? '').toUpperCase() !== 'TRANSPARENT' && String(status ?? '').toUpperCase() !== 'CANCELLED';
};

/** An event's end: DTEND, else DTSTART + DURATION, else a day for an all-day event (none for a moment). */
function endOf(start: ICAL.Time, event: ICAL.Event): ICAL.Time {
  const c = event.component;
  if (c.hasProperty('dtend') || c.hasProperty('duration')) return event.endDate;
  const end = start.clone();
  if (start.isDate) end.day += 1;
  return end;
}

/**
 * The busy times of the iCalendar text `text` overlapping [from, horizon), sorted by start, at most
 * MAX_BUSY_PER_FEED. Throws NotICalendarError when it is not iCalendar.
 */
export function busyIntervals(text: string, zone: string, from: Date, horizon: Date): BusyInterval[] {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as unknown[]);
  } catch {
    throw new NotICalendarError('not iCalendar');
  }
  if (calendar.name !== 'vcalendar') throw new NotICalendarError('not iCalendar');

  // A recurring event's overridden instances (RECURRENCE-ID) are related to it by UID; an override whose master
  // is not in the feed stands alone.
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const masters = new Map<string, ICAL.Event>();
  for (const e of events) if (!e.isRecurrenceException()) masters.set(e.uid, e);
  const alone: ICAL.Event[] = [];
  for (const e of events) {
    if (!e.isRecurrenceException()) continue;
    const master = masters.get(e.uid);
    if (master?.isRecurring()) master.relateException(e);
    else alone.push(e);
  }

  const out: BusyInterval[] = [];
  const keep = (start: ICAL.Time, end: ICAL.Time, item: ICAL.Event) => {
    const starts = instantOf(start, zone, tzidOf(item, 'dtstart'));
    const ends = instantOf(end, zone, tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart'));
    if (ends > starts && ends > from && starts < horizon) out.push({ starts, ends });
  };
  const single = (e: ICAL.Event) => {
    if (!e.startDate || !isBusy(e)) return;
    keep(e.startDate, endOf(e.startDate, e), e);
  };

  for (const e of [...masters.values(), ...alone]) {
    if (!e.startDate) continue;
    if (!e.isRecurring()) {
      single(e);
      continue;
    }
    const it = e.iterator();
    for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES_PER_EVENT; n++, next = it.next()) {
      // Judged by the instance's RECURRENCE-ID, its place in the series: an override may move it anywhere.
      if (instantOf(next, zone, tzidOf(e, 'dtstart')) >= horizon) break;
      const details = e.getOccurrenceDetails(next);
      if (!isBusy(details.item)) continue;
      keep(details.startDate, details.endDate, details.item);
    }
  }
  out.sort((a, b) => a.starts.getTime() - b.starts.getTime() || a.ends.getTime() - b.ends.getTime());
  return out.slice(0, MAX_BUSY_PER_FEED);
}
