import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { schedulingKind, type SchedulingKind } from '@vendor-portal/contract/scheduling-kind';
import {
  dayIn,
  formatDay,
  formatInstant,
  localParts,
  ownTimeZone,
  shortDay,
  timeOfDay,
  weekdayDay,
  weekOf,
  zoneNameAt,
} from '@vendor-portal/contract/dates';

export { schedulingKind, type SchedulingKind, zoneNameAt, formatDay };

// The web's one module that decides how a date or a time is written (docs/decisions/004-dates-in-the-vendors-zone.md,
// docs/how-to/rules-and-texts.md "How to write a date"). eslint.config.js refuses Intl.DateTimeFormat, toLocale*String
// and date-fns' `format` everywhere else in the web. The formats themselves are the contract's (packages/contract/
// src/dates.ts, Intl only, shared with the server's mails): no date library in the chunks that use this module.
// Every instant a vendor reads is written in a named zone: the vendor's own (its business-hours zone, lib/hours.ts
// vendorTimeZone) for its dates, the property's for a job's; the browser's only when neither is known yet.

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  return dayIn(instant, timeZone);
}

/** `day` plus `days` calendar days (zone-free arithmetic on YYYY-MM-DD). */
export function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The days the appointments page asks for (docs/product-spec.md §7, §9), in the vendor's zone. */
export function appointmentDays(now: Date, timeZone: string) {
  const today = calendarDayIn(now, timeZone);
  return {
    today,
    tomorrow: addCalendarDays(today, 1),
    dayAfterTomorrow: addCalendarDays(today, 2),
    ninetyDaysAgo: addCalendarDays(today, -90),
  };
}

const knownZone = (timeZone: string | null | undefined) => timeZone || undefined;

/**
 * docs/product-spec.md §8 Dates / §9: 'MMM d, yyyy' or 'MMM d, yyyy, h:mm a' in the given zone when known (else
 * the browser's); missing is 'N/A', unparseable is 'Invalid Date'.
 */
export function formatDateIn(
  value: string | null | undefined,
  timeZone: string | null | undefined,
  kind: SchedulingKind = 'datetime',
): string {
  if (value === null || value === undefined || value === '') return APPOINTMENTS.notAvailable;
  // A calendar day is no instant: that day wherever the reader is (an agreement's effective day).
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return APPOINTMENTS.invalidDate;
  return formatInstant(date, knownZone(timeZone), kind);
}

/** 'MMM d, yyyy, h:mm:ss a' in `timeZone`: what tells two uploads of one title and minute apart. */
export const formatDateInWithSeconds = (value: string, timeZone: string | null | undefined): string =>
  formatInstant(value, knownZone(timeZone), 'datetime', true);

/** An appointment's scheduled time in its property's zone, with the SPEC's date-only/date-time rule. */
export function formatAppointmentDate(
  appointment: Pick<Appointment, 'actualDateTime' | 'appointmentDetails'> & {
    property?: { timeZone?: string | null } | null;
  },
): string {
  return formatDateIn(
    appointment.actualDateTime,
    appointment.property?.timeZone,
    schedulingKind(appointment.appointmentDetails),
  );
}

let ownZone: string | undefined;
/** The browser's own zone (where the vendor's phone is), read once per page load. */
export const browserTimeZone = (): string => (ownZone ??= ownTimeZone());

/**
 * docs/architecture.md "Phone and calendar": beside a time of a property in another zone than the
 * browser's, that zone's abbreviation at that instant (MST, PDT…); '' in the browser's own zone,
 * for a date-only booking, or when the value or zone cannot be read. The SPEC's formats are unchanged.
 */
export function zoneAbbreviation(
  value: string | null | undefined,
  timeZone: string | null | undefined,
  kind: SchedulingKind = 'datetime',
  browserZone: string = browserTimeZone(),
): string {
  if (!value || !timeZone || kind === 'date' || timeZone === browserZone) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return zoneNameAt(date, timeZone) ?? '';
  } catch {
    return '';
  }
}

// ── The working day (components/day) ────────────────────────────────────────────────────────────────

/** "9:12 AM" in `timeZone` (the browser's when unknown); with `zone`, "9:12 AM MST". */
export function timeIn(at: Date | string, timeZone: string | undefined, zone = false): string {
  return timeOfDay(at, timeZone, zone);
}

// ── Earnings ────────────────────────────────────────────────────────────────────────────────────────

/** A week's Monday (YYYY-MM-DD, a calendar day in the vendor's zone) as the page shows it: "Nov 16". */
export const weekLabel = (weekStart: string): string => weekOf(weekStart);

/** A payment's instant as its calendar day in the vendor's zone: "Nov 23" (issue 38: not the UTC day). */
export const paidLabel = (instant: string, vendorZone: string): string => shortDay(dayIn(instant, vendorZone));

/** A statement's "YYYY-MM-DD HH:MM" (already in the vendor's zone) as its day: "Mon, Nov 23". */
export const jobDayLabel = (completedAt: string): string => weekdayDay(completedAt.slice(0, 10));

/** An instant (a dispute's) as its weekday and day in the vendor's zone: "Fri, Nov 27" (not the UTC day). */
export const instantDayLabel = (instant: string, vendorZone: string): string => weekdayDay(dayIn(instant, vendorZone));

// ── Documents and the device ────────────────────────────────────────────────────────────────────────

/** Today's calendar day (YYYY-MM-DD) in `timeZone` (the vendor's), or on this device when unknown. */
export const todayIn = (now: Date, timeZone: string | undefined): string => localParts(now, timeZone).slice(0, 10);

/** docs/product-spec.md §9's 'MMM d, yyyy, h:mm a' of a moment on this device (when the offline copy was saved). */
export const savedAt = (time: number): string => formatInstant(time, undefined);

// ── The console (features/ops) ──────────────────────────────────────────────────────────────────────

/**
 * An instant as the console writes it: in the zone it belongs to when there is one (a property's), with that
 * zone's abbreviation (docs/ui.md), else in the reviewer's own; a date-only job is its day, without a time.
 */
export function consoleInstant(
  iso: string | null | undefined,
  timeZone?: string,
  kind: SchedulingKind = 'datetime',
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!timeZone) return formatInstant(date, undefined, kind);
  const text = formatInstant(date, timeZone, kind);
  return kind === 'date' ? text : `${text} ${zoneNameAt(date, timeZone) ?? timeZone}`;
}

/** A calendar day (YYYY-MM-DD) as that day wherever the reader is, or an instant's day in the reader's zone. */
export function consoleDay(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDay(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatInstant(date, undefined, 'date');
}

/** A datetime-local input's value ("YYYY-MM-DDTHH:mm") for `at`'s wall clock in `timeZone`. */
export const inputDateTime = (at: Date, timeZone: string): string => localParts(at, timeZone);

/** A calendar day as a reader writes it, "Nov 23" (issue 57: the scorecard's window). */
export const dayLabel = (day: string): string => shortDay(day);
