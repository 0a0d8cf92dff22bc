// docs/architecture.md "The working day": on my way is for the day of the job, read in the property's zone
// (a job at 00:30 in Denver is not "today" for a clock that is still on the day before there).

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** Whether `now` falls on the job's own day in the property's zone. */
export const isJobDay = (start: Date, timeZone: string, now: Date): boolean =>
  dayIn(start, timeZone) === dayIn(now, timeZone);

/** An arrival as the customer reads it: in the property's zone, with the zone's abbreviation ("9:42 AM MST"). */
export const arrivalText = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at);
