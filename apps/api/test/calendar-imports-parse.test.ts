import { describe, expect, it } from 'vitest';
import { busyIntervals, NotICalendarError } from '../src/modules/calendar-imports/parse.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": which events of an imported
// calendar are busy, and when, across DST, recurrences and their exceptions, all-day and floating times.

const cal = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

const DENVER_TZ = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Denver',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261001T000000Z', ...lines, 'END:VEVENT'];
const iso = (list: Array<{ starts: Date; ends: Date }>) =>
  list.map((b) => [b.starts.toISOString(), b.ends.toISOString()]);

const from = new Date('2026-10-01T00:00:00Z');
const horizon = new Date('2026-11-30T00:00:00Z');

describe('calendar import parsing', () => {
  it('a weekly 9:00 America/Denver event stays at 9:00 on the wall clock across the November change', () => {
    const text = cal(
      ...DENVER_TZ,
      ...event(
        'UID:weekly@test',
        'DTSTART;TZID=America/Denver:20261022T090000',
        'DTEND;TZID=America/Denver:20261022T100000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'SUMMARY:Dentist',
      ),
    );
    // 1 November 2026 is the change: MDT (-6) before, MST (-7) after.
    expect(iso(busyIntervals(text, 'America/New_York', from, horizon))).toEqual([
      ['2026-10-22T15:00:00.000Z', '2026-10-22T16:00:00.000Z'],
      ['2026-10-29T15:00:00.000Z', '2026-10-29T16:00:00.000Z'],
      ['2026-11-05T16:00:00.000Z', '2026-11-05T17:00:00.000Z'],
    ]);
  });

  it('a TZID without its VTIMEZONE is read as the IANA zone of that name, DST included', () => {
    const text = cal(
      ...event(
        'UID:iana@test',
        'DTSTART;TZID=America/Denver:20261029T090000',
        'DURATION:PT30M',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    expect(iso(busyIntervals(text, 'UTC', from, horizon))).toEqual([
      ['2026-10-29T15:00:00.000Z', '2026-10-29T15:30:00.000Z'],
      ['2026-11-05T16:00:00.000Z', '2026-11-05T16:30:00.000Z'],
    ]);
  });

  it('RRULE with an EXDATE and an overridden instance (moved, and another cancelled)', () => {
    const text = cal(
      ...event(
        'UID:daily@test',
        'DTSTART:20261005T140000Z',
        'DTEND:20261005T150000Z',
        'RRULE:FREQ=DAILY;COUNT=5',
        'EXDATE:20261006T140000Z',
      ),
      ...event(
        'UID:daily@test',
        'RECURRENCE-ID:20261007T140000Z',
        'DTSTART:20261007T180000Z',
        'DTEND:20261007T190000Z',
      ),
      ...event(
        'UID:daily@test',
        'RECURRENCE-ID:20261008T140000Z',
        'DTSTART:20261008T140000Z',
        'DTEND:20261008T150000Z',
        'STATUS:CANCELLED',
      ),
    );
    expect(iso(busyIntervals(text, 'UTC', from, horizon))).toEqual([
      ['2026-10-05T14:00:00.000Z', '2026-10-05T15:00:00.000Z'],
      ['2026-10-07T18:00:00.000Z', '2026-10-07T19:00:00.000Z'],
      ['2026-10-09T14:00:00.000Z', '2026-10-09T15:00:00.000Z'],
    ]);
  });

  it('an all-day event is its whole days in the given zone; a floating time is read there too', () => {
    const text = cal(
      ...event('UID:allday@test', 'DTSTART;VALUE=DATE:20261010', 'DTEND;VALUE=DATE:20261012'),
      ...event('UID:oneday@test', 'DTSTART;VALUE=DATE:20261020'),
      ...event('UID:floating@test', 'DTSTART:20261015T080000', 'DTEND:20261015T093000'),
    );
    expect(iso(busyIntervals(text, 'America/Denver', from, horizon))).toEqual([
      ['2026-10-10T06:00:00.000Z', '2026-10-12T06:00:00.000Z'],
      ['2026-10-15T14:00:00.000Z', '2026-10-15T15:30:00.000Z'],
      ['2026-10-20T06:00:00.000Z', '2026-10-21T06:00:00.000Z'],
    ]);
  });

  it('cancelled and transparent events are not busy; events outside the window are left out', () => {
    const text = cal(
      ...event('UID:c@test', 'DTSTART:20261005T140000Z', 'DTEND:20261005T150000Z', 'STATUS:CANCELLED'),
      ...event('UID:t@test', 'DTSTART:20261006T140000Z', 'DTEND:20261006T150000Z', 'TRANSP:TRANSPARENT'),
      ...event('UID:o@test', 'DTSTART:20261007T140000Z', 'DTEND:20261007T150000Z', 'TRANSP:OPAQUE'),
      ...event('UID:past@test', 'DTSTART:20250101T140000Z', 'DTEND:20250101T150000Z'),
      ...event('UID:far@test', 'DTSTART:20270101T140000Z', 'DTEND:20270101T150000Z'),
    );
    expect(iso(busyIntervals(text, 'UTC', from, horizon))).toEqual([
      ['2026-10-07T14:00:00.000Z', '2026-10-07T15:00:00.000Z'],
    ]);
  });

  it('an endless weekly series is expanded up to the horizon only', () => {
    const text = cal(...event('UID:w@test', 'DTSTART:20200105T140000Z', 'DTEND:20200105T150000Z', 'RRULE:FREQ=WEEKLY'));
    const list = busyIntervals(text, 'UTC', from, horizon);
    expect(list.length).toBe(9);
    expect(list.every((b) => b.starts >= from && b.starts < horizon)).toBe(true);
  });

  it('text that is not iCalendar is refused', () => {
    expect(() => busyIntervals('<html>hello</html>', 'UTC', from, horizon)).toThrow(NotICalendarError);
    expect(() => busyIntervals('BEGIN:VCARD\r\nEND:VCARD', 'UTC', from, horizon)).toThrow(NotICalendarError);
    expect(() => busyIntervals('', 'UTC', from, horizon)).toThrow(NotICalendarError);
  });
});
