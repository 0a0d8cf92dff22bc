import { dayIn as dayInZone, timeOfDay } from '@vendor-portal/contract/dates';

// docs/architecture.md "The working day": on my way is for the day of the job, read in the property's zone
// (a job at 00:30 in Denver is not "today" for a clock that is still on the day before there).

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
const dayIn = (at: Date, timeZone: string): string => dayInZone(at, timeZone);

/** Whether `now` falls on the job's own day in the property's zone. */
export const isJobDay = (start: Date, timeZone: string, now: Date): boolean =>
  dayIn(start, timeZone) === dayIn(now, timeZone);

/** An arrival as the customer reads it: in the property's zone, with the zone's abbreviation ("9:42 AM MST"). */
export const arrivalText = (at: Date, timeZone: string): string => timeOfDay(at, timeZone, true);
