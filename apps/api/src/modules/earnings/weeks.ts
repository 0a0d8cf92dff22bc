import { sql, type SQL } from 'drizzle-orm';

// docs/architecture.md "Pay and earnings": a week is Monday to Sunday in the vendor's zone. Decided by
// the database (date_trunc('week') starts on Monday; `at time zone` knows every DST change), so a week
// across a change has its seven local days whatever its length in hours.

/** The Monday (a date) of the week holding `instant`, in `timeZone`. */
export const weekOf = (instant: SQL, timeZone: SQL) =>
  sql`(date_trunc('week', ${instant} at time zone ${timeZone}))::date`;

/** The instant a local calendar day (a date expression) starts in `timeZone`. */
export const startOfDay = (day: SQL, timeZone: SQL) => sql`((${day})::timestamp at time zone ${timeZone})`;

/** A date's day plus `days` (a date expression). */
export const plusDays = (day: SQL, days: number | SQL) => sql`((${day})::date + ${days}::int)`;
