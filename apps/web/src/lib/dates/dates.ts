import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { schedulingKind, type SchedulingKind } from '@vendor-portal/contract/scheduling-kind';

export { schedulingKind, type SchedulingKind };

// Calendar days and appointment dates in a named time zone, independent of the browser's zone.

/** docs/product-spec.md §9 display formats. */
export const DATE_ONLY_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_FORMAT = 'MMM d, yyyy, h:mm a';

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
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
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return APPOINTMENTS.invalidDate;
  const pattern = kind === 'date' ? DATE_ONLY_FORMAT : DATE_TIME_FORMAT;
  if (timeZone) {
    try {
      return format(date, pattern, { in: tz(timeZone) });
    } catch {
      // An unknown zone name: fall back to the browser's zone rather than failing the page.
    }
  }
  return format(date, pattern);
}

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

// Making an Intl.DateTimeFormat is what costs (each reads the zone's data), so the page's lists make one per
// zone, not one per row.
let ownZone: string | undefined;
/** The browser's own zone (where the vendor's phone is), read once per page load. */
export const browserTimeZone = (): string => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
/** The abbreviation of `timeZone` at that instant (MST, PDT…); throws on an unknown zone. */
export function zoneNameAt(date: Date, timeZone: string): string | undefined {
  let made = zoneNameFormats.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(timeZone, made);
  }
  return made.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
}

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
