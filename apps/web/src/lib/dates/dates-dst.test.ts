import { describe, expect, it } from 'vitest';
import { appointmentDays, calendarDayIn, formatDateIn, zoneAbbreviation } from './dates.ts';

// docs/product-spec.md §9: times in the property's zone; docs/architecture.md "Phone and calendar":
// the zone's abbreviation beside them. Over the DST changes of the five allowed zones (2026-11-01
// fall back, 2027-03-14 spring forward, both at 2:00 local), and Phoenix, which has none.

const ZONES = [
  { zone: 'America/New_York', standard: -5, abbr: ['EDT', 'EST'] },
  { zone: 'America/Chicago', standard: -6, abbr: ['CDT', 'CST'] },
  { zone: 'America/Denver', standard: -7, abbr: ['MDT', 'MST'] },
  { zone: 'America/Los_Angeles', standard: -8, abbr: ['PDT', 'PST'] },
] as const;
const BROWSER = 'UTC';
/** The instant of local wall time `hhmm` on `day` at UTC offset `offset` hours. */
const at = (day: string, hours: number, minutes: number, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + ((hours - offset) * 60 + minutes) * 60_000);
const iso = (d: Date) => d.toISOString();

describe.each(ZONES)('$zone', ({ zone, standard, abbr: [daylight, winter] }) => {
  it('shows the fall-back 01:30 twice, told apart by the abbreviation', () => {
    const first = at('2026-11-01', 1, 30, standard + 1);
    const second = at('2026-11-01', 1, 30, standard);
    expect(second.getTime() - first.getTime()).toBe(60 * 60_000);
    for (const instant of [first, second]) {
      expect(formatDateIn(iso(instant), zone)).toBe('Nov 1, 2026, 1:30 AM');
      expect(calendarDayIn(instant, zone)).toBe('2026-11-01');
    }
    expect(zoneAbbreviation(iso(first), zone, 'datetime', BROWSER)).toBe(daylight);
    expect(zoneAbbreviation(iso(second), zone, 'datetime', BROWSER)).toBe(winter);
  });

  it('never shows the spring-forward hour that does not exist', () => {
    const start = at('2027-03-14', 0, 0, standard);
    const shown = Array.from({ length: 6 * 60 }, (_, i) =>
      formatDateIn(iso(new Date(start.getTime() + i * 60_000)), zone),
    );
    expect(shown.filter((s) => /, 2:\d\d AM$/.test(s))).toEqual([]);
    const lastWinterMinute = at('2027-03-14', 1, 59, standard);
    expect(formatDateIn(iso(lastWinterMinute), zone)).toBe('Mar 14, 2027, 1:59 AM');
    expect(formatDateIn(iso(new Date(lastWinterMinute.getTime() + 60_000)), zone)).toBe('Mar 14, 2027, 3:00 AM');
    expect(zoneAbbreviation(iso(lastWinterMinute), zone, 'datetime', BROWSER)).toBe(winter);
    expect(zoneAbbreviation(iso(new Date(lastWinterMinute.getTime() + 60_000)), zone, 'datetime', BROWSER)).toBe(
      daylight,
    );
  });

  it('buckets Today and Tomorrow by the local day on both DST days (a 25-hour and a 23-hour day)', () => {
    // Fall back: just after midnight (daylight time) and late in the evening (standard time).
    expect(appointmentDays(at('2026-11-01', 0, 30, standard + 1), zone)).toMatchObject({
      today: '2026-11-01',
      tomorrow: '2026-11-02',
      dayAfterTomorrow: '2026-11-03',
    });
    expect(appointmentDays(at('2026-11-01', 23, 30, standard), zone)).toMatchObject({
      today: '2026-11-01',
      tomorrow: '2026-11-02',
    });
    expect(calendarDayIn(at('2026-11-02', 0, 0, standard), zone)).toBe('2026-11-02');
    // Spring forward: 00:30 in standard time, 23:30 in daylight time, the same day.
    expect(appointmentDays(at('2027-03-14', 0, 30, standard), zone).today).toBe('2027-03-14');
    expect(appointmentDays(at('2027-03-14', 23, 30, standard + 1), zone)).toMatchObject({
      today: '2027-03-14',
      tomorrow: '2027-03-15',
    });
    expect(appointmentDays(at('2027-03-13', 23, 30, standard), zone).tomorrow).toBe('2027-03-14');
  });
});

describe('America/Phoenix (no DST)', () => {
  const zone = 'America/Phoenix';
  it('keeps MST and UTC−7 all year, through the other zones’ changes', () => {
    for (const day of ['2026-07-01', '2026-11-01', '2026-12-01', '2027-03-14']) {
      const noon = `${day}T19:00:00.000Z`;
      expect(formatDateIn(noon, zone)).toMatch(/, 12:00 PM$/);
      expect(zoneAbbreviation(noon, zone, 'datetime', BROWSER)).toBe('MST');
    }
    // Denver's repeated 01:30 is two different times in Phoenix.
    expect(formatDateIn('2026-11-01T07:30:00.000Z', zone)).toBe('Nov 1, 2026, 12:30 AM');
    expect(formatDateIn('2026-11-01T08:30:00.000Z', zone)).toBe('Nov 1, 2026, 1:30 AM');
    expect(appointmentDays(new Date('2027-03-14T06:30:00.000Z'), zone).today).toBe('2027-03-13');
  });
});

describe('zoneAbbreviation', () => {
  it('is empty in the browser’s own zone, for a date-only booking, and for a missing or bad value', () => {
    const t = '2026-07-01T16:00:00.000Z';
    expect(zoneAbbreviation(t, 'America/Denver', 'datetime', 'America/Denver')).toBe('');
    expect(zoneAbbreviation(t, 'America/Denver', 'datetime', 'America/New_York')).toBe('MDT');
    expect(zoneAbbreviation(t, 'America/Denver', 'date', 'America/New_York')).toBe('');
    expect(zoneAbbreviation(null, 'America/Denver', 'datetime', BROWSER)).toBe('');
    expect(zoneAbbreviation('not a date', 'America/Denver', 'datetime', BROWSER)).toBe('');
    expect(zoneAbbreviation(t, 'Not/AZone', 'datetime', BROWSER)).toBe('');
  });
});
