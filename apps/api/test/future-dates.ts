import { dayIn, zoneNameAt } from '@vendor-portal/contract/dates';

// Dates for tests that book jobs ahead of the real clock. The database's own clock (`now()`) decides which jobs
// are still open, so a test that names a fixed future day stops working once that day has passed. These keep
// each date ahead of it, with the calendar the test was written for (check: run the API tests under
// `faketime`, docs/how-to/testing.md "Dates ahead of the real clock").

const DAY_MS = 86_400_000;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const firstWeekday = (year: number) => new Date(Date.UTC(year, 0, 1)).getUTCDay();

/**
 * The first year after `now`'s whose calendar is `template`'s: every date falls on the same weekday, with the
 * same leap day, so the US changes to and from daylight time fall on the same Sundays. A test written for
 * 2027's dates writes `${Y}-03-14` with `Y = futureYearLike(2027)`.
 */
export function futureYearLike(template: number, now = new Date()): number {
  for (let year = now.getUTCFullYear() + 1; ; year++)
    if (firstWeekday(year) === firstWeekday(template) && isLeap(year) === isLeap(template)) return year;
}

/** A calendar day ('YYYY-MM-DD') moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first Monday on or after `day`. */
export const mondayFrom = (day: string) => addDays(day, (8 - new Date(`${day}T00:00:00Z`).getUTCDay()) % 7);

/** The Monday that starts the last whole week before `at` in `timeZone`. */
export function lastWholeWeek(at: Date, timeZone: string): string {
  const today = dayIn(at, timeZone);
  return addDays(mondayFrom(addDays(today, -6)), -7);
}

/** How many hours Denver is behind UTC on `day` (7 in winter, 6 in summer), read at its noon. */
export const denverOffsetHours = (day: string) => (zoneNameAt(`${day}T19:00:00Z`, 'America/Denver') === 'MDT' ? 6 : 7);
