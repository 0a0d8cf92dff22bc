import { currentLanguage, LOCALES } from './i18n.ts';
import type { SchedulingKind } from './scheduling-kind.ts';

// How a date or a time is written, for the SPA (through apps/web/src/lib/dates/dates.ts) and the server's mails,
// texts and feed: the one place that builds an Intl.DateTimeFormat (eslint.config.js "dates/one-writer" refuses
// it elsewhere; docs/decisions/004-dates-in-the-vendors-zone.md). Every instant is written in a named zone: the
// vendor's (its business-hours zone) for its own dates, the property's for a job's. A calendar day (YYYY-MM-DD)
// is no instant and is written as that day wherever the reader is. A date-only job (docs/product-spec.md §9) is a
// day: its hidden time is never written. Intl only, no date library: the signed-in layout's chunk uses it.
//
// Issue 46: written for the active language's locale (LOCALES: en-US, es-US), read when the date is written, so a
// page follows a change of language and a mail written inside `inLanguage` is in the member's. English is the
// SPEC's `MMM d, yyyy[, h:mm a]`; Spanish the same shape as es-US writes it, "27 nov 2026, 9:50 p.m."
// (docs/how-to/rules-and-texts.md "How to write a date").

const formats = new Map<string, Intl.DateTimeFormat>();

/** The locale of the language messages are read in now. */
const activeLocale = () => LOCALES[currentLanguage()];

// Making an Intl.DateTimeFormat is what costs (each reads the zone's data): one per locale, options and zone.
function formatter(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
  fallback = true,
  locale = activeLocale(),
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    } catch (err) {
      if (!fallback) throw err;
      // An unknown zone name (old data): the reader's own zone rather than a failed page or mail.
      made = new Intl.DateTimeFormat(locale, options);
    }
    formats.set(key, made);
  }
  return made;
}

// ICU puts a narrow no-break space before AM/PM in some versions; texts, mails and tests want a plain space.
// es-US writes "p.m." (Node 20's ICU and Chromium's); another ICU's "p. m." is written the same, so a mail, a page
// and a test agree whatever the runtime's ICU.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').replace(/\b([ap])\. m\./g, '$1.m.');

const asDate = (at: Date | string | number) => (at instanceof Date ? at : new Date(at));
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A calendar day as the instant that Intl writes as that day in UTC. */
const dayAsUtc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const DAY_TIME = { ...DAY, hour: 'numeric', minute: '2-digit' } as const;
const DAY_TIME_SECONDS = { ...DAY_TIME, second: '2-digit' } as const;
const SHORT_DAY = { month: 'short', day: 'numeric' } as const;
const WEEKDAY_DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const LONG_DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;
const FULL_DAY = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const TIME_ZONE_NAME = { ...TIME, timeZoneName: 'short' } as const;
const PARTS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function dayIn(at: Date | string | number, timeZone: string): string {
  return localParts(at, timeZone).slice(0, 10);
}

/** "YYYY-MM-DDTHH:mm": the wall clock of `at` in `timeZone` (a datetime-local input's value). */
export function localParts(at: Date | string | number, timeZone: string | undefined): string {
  const parts = Object.fromEntries(
    // Figures for code, not for a reader: always en-US's digits.
    formatter(PARTS, timeZone, true, 'en-US')
      .formatToParts(asDate(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** docs/product-spec.md §9 'MMM d, yyyy' of a calendar day (YYYY-MM-DD): "Nov 16, 2026". */
export const formatDay = (day: string): string => plain(formatter(DAY, 'UTC').format(dayAsUtc(day)));

/**
 * The calendar day (YYYY-MM-DD) of a `formatDay` the API wrote in English ("Nov 23, 2026", inside a reason it
 * answers in English), so a page writes it in its reader's language; null when `text` is not one.
 */
export function dayFromEnglish(text: string): string | null {
  const found = /^(\p{L}{3}) (\d{1,2}), (\d{4})$/u.exec(text.trim());
  if (!found) return null;
  const [, name, day = '', year = ''] = found;
  const english = formatter({ month: 'short' }, 'UTC', true, 'en-US');
  const month = Array.from({ length: 12 }, (_, m) => english.format(Date.UTC(2000, m, 15))).indexOf(name ?? '');
  return month < 0 ? null : `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A calendar day without its year: "Nov 16" (a week's Monday, a payment's day). */
export const shortDay = (day: string): string => plain(formatter(SHORT_DAY, 'UTC').format(dayAsUtc(day)));

/** A calendar day with its weekday: "Mon, Nov 23". */
export const weekdayDay = (day: string): string => plain(formatter(WEEKDAY_DAY, 'UTC').format(dayAsUtc(day)));

/** A calendar day in full: "Wednesday, December 2". */
export const longDay = (day: string): string => plain(formatter(LONG_DAY, 'UTC').format(dayAsUtc(day)));

/** A week as a person reads it, from its Monday (YYYY-MM-DD): "Nov 16". */
export const weekOf = (weekStart: string): string => shortDay(weekStart);

/**
 * docs/product-spec.md §9: an instant as 'MMM d, yyyy, h:mm a' ("Nov 30, 2026, 1:00 PM") in `timeZone` (the
 * reader's own when undefined), or as 'MMM d, yyyy' for a date-only job. `seconds` tells two uploads of one
 * minute apart.
 */
export function formatInstant(
  at: Date | string | number,
  timeZone: string | undefined,
  kind: SchedulingKind = 'datetime',
  seconds = false,
): string {
  const options = kind === 'date' ? DAY : seconds ? DAY_TIME_SECONDS : DAY_TIME;
  return plain(formatter(options, timeZone).format(asDate(at)));
}

/** "9:12 AM" in `timeZone`; with `withZone`, "9:12 AM MST". */
export const timeOfDay = (at: Date | string | number, timeZone: string | undefined, withZone = false): string =>
  plain(formatter(withZone ? TIME_ZONE_NAME : TIME, timeZone).format(asDate(at)));

/**
 * A wall-clock time of the company's ("HH:MM", a business day's open or close, a time off's hours), as the reader
 * reads a time: "8:00 AM" in English, "8:00 a.m." in Spanish (issue 54: the one writer of a time, so the hours
 * table, time off and the dispatch board write it as every other time); '' when `value` is not such a time.
 */
export function clockTime(value: string): string {
  const found = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!found) return '';
  const hour = Number(found[1]);
  const minute = Number(found[2]);
  if (hour > 23 || minute > 59) return '';
  return plain(formatter(TIME, 'UTC').format(Date.UTC(2000, 0, 1, hour, minute)));
}

/** The abbreviation of `timeZone` at that instant (MST, PDT…); throws on an unknown zone. */
export function zoneNameAt(at: Date | string | number, timeZone: string): string | undefined {
  return formatter({ timeZoneName: 'short' }, timeZone, false)
    .formatToParts(asDate(at))
    .find((p) => p.type === 'timeZoneName')?.value;
}

/** Between a job's day and its time: Spanish's "a las" would be "a la" at one o'clock, so a comma. */
const DAY_TIME_JOINER: Record<string, string> = { 'en-US': ' at ', 'es-US': ', ' };

/**
 * A job's start as a mail or a text says it, in the property's zone: "Monday, November 30, 2026 at 1:00 PM MST"
 * ("lunes, 30 de noviembre de 2026, 1:00 p.m. MST"); a date-only job is its day, "Monday, November 30, 2026".
 */
export function jobWhen(at: Date | string | number, timeZone: string, kind: SchedulingKind): string {
  const date = asDate(at);
  const day = plain(formatter(FULL_DAY, timeZone).format(date));
  const joiner = DAY_TIME_JOINER[activeLocale()] ?? ', ';
  return kind === 'date' ? day : `${day}${joiner}${timeOfDay(date, timeZone, true)}`;
}

/** A job's day as a mail says it, in the property's zone: "Wednesday, December 2". */
export const jobDay = (at: Date | string | number, timeZone: string): string =>
  plain(formatter(LONG_DAY, timeZone).format(asDate(at)));

/** A value that is either a calendar day or an instant, written as a day: a day as it is, an instant in `timeZone`. */
export function dayOf(value: string, timeZone: string | undefined): string {
  return isDay(value) ? formatDay(value) : formatInstant(value, timeZone, 'date');
}

/** The reader's own zone (where the browser or the server runs). */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
