import {
  ALLOWED_TIME_ZONES,
  DEFAULT_TIME_ZONE,
  WEEK_DAYS,
  normalizeTime,
  type WeekDay,
} from '@vendor-portal/contract/constants';
import { closesAfterOpen, timesSetTogether } from '@vendor-portal/contract/hours-rules';
import type { VendorHours } from '@vendor-portal/contract/services';
import type { VendorHoursInput } from './api/save-vendor-hours.ts';

// The one model of a vendor's business hours, shared by the onboarding Hours step and the Services
// & Hours editor (docs/product-spec.md §2, §3 VendorHours, §4 Business hours editing, §5, §7): a week of days, each
// open/close (HH:MM; both empty = closed), one zone, the rules, and the conversion to and from the
// API's rows. Each screen words the issues with its own SPEC texts.

export interface DayTimes {
  openTime: string;
  closeTime: string;
}

export interface HoursDay extends DayTimes {
  /** The server row's id; -1 while the day has none (docs/product-spec.md §3). */
  id: number;
  weekDay: WeekDay;
}

export interface HoursForm {
  timeZone: string;
  days: HoursDay[];
}

/** docs/product-spec.md §9: unticking Closed sets 09:00 to 17:00. */
export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';

/** Monday to Sunday, every day closed, in `timeZone` (none: the form after a failed load, docs/product-spec.md §8). */
export function emptyHoursForm(timeZone = ''): HoursForm {
  return { timeZone, days: WEEK_DAYS.map((weekDay) => ({ id: -1, weekDay, openTime: '', closeTime: '' })) };
}

/**
 * The vendor's zone, the same rule as the server's: the timeZone of its hours row with the smallest
 * id; no rows → America/Denver (the contract's default). Appointment days are computed in it.
 */
export function vendorTimeZone(rows: readonly Pick<VendorHours, 'id' | 'timeZone'>[]): string {
  let first: Pick<VendorHours, 'id' | 'timeZone'> | undefined;
  for (const row of rows) if (!first || row.id < first.id) first = row;
  return first?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The form from GET /vendorHours rows: one entry per weekday, times normalised, the vendor's zone
 * used for all days (docs/product-spec.md §7 "the first time zone found"; no rows: no zone, shown as 'Not Set');
 * `zonesDiffer` tells the caller to warn.
 */
export function hoursFormFromRows(rows: readonly VendorHours[]): { form: HoursForm; zonesDiffer: boolean } {
  const zones = new Set(rows.map((r) => r.timeZone).filter(Boolean));
  const days = WEEK_DAYS.map((weekDay) => {
    const row = rows.find((r) => r.weekDay === weekDay);
    if (!row) return { id: -1, weekDay, openTime: '', closeTime: '' };
    return { id: row.id, weekDay, openTime: normalizeTime(row.openTime), closeTime: normalizeTime(row.closeTime) };
  });
  return { form: { timeZone: rows.length ? vendorTimeZone(rows) : '', days }, zonesDiffer: zones.size > 1 };
}

export const isClosed = (day: DayTimes) => !day.openTime && !day.closeTime;

/** docs/product-spec.md §2: ticking Closed empties both times; unticking sets 09:00 and 17:00. */
export function setClosed<D extends DayTimes>(day: D, closed: boolean): D {
  if (closed) return { ...day, openTime: '', closeTime: '' };
  return { ...day, openTime: DEFAULT_OPEN, closeTime: DEFAULT_CLOSE };
}

const WORKING_WEEK: readonly WeekDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * Issue 54 item 26: Monday to Friday opened at 09:00 to 17:00 in one tap, the weekend as it was; each day stays
 * editable afterwards.
 */
export function openWorkingWeek(form: HoursForm): HoursForm {
  return {
    ...form,
    days: form.days.map((day) => (WORKING_WEEK.includes(day.weekDay) ? setClosed(day, false) : day)),
  };
}

/** The zone dropdown: the allowed zones plus the current value if missing (docs/product-spec.md §2). */
export function timeZoneOptions(current: string): string[] {
  const missing = current && !(ALLOWED_TIME_ZONES as readonly string[]).includes(current);
  return missing ? [...ALLOWED_TIME_ZONES, current] : [...ALLOWED_TIME_ZONES];
}

export type HoursIssue =
  | { kind: 'both-or-neither'; day: WeekDay }
  | { kind: 'close-after-open'; day: WeekDay }
  | { kind: 'no-open-day' }
  | { kind: 'no-time-zone' };

/** Every docs/product-spec.md §5 rule that fails: days in week order, then "no open day", then "no zone". */
export function hoursIssues(form: HoursForm): HoursIssue[] {
  const issues: HoursIssue[] = [];
  for (const { weekDay: day, openTime, closeTime } of form.days) {
    if (!timesSetTogether(openTime, closeTime)) issues.push({ kind: 'both-or-neither', day });
    else if (openTime && !closesAfterOpen(openTime, closeTime)) issues.push({ kind: 'close-after-open', day });
  }
  if (!form.days.some((d) => d.openTime && d.closeTime)) issues.push({ kind: 'no-open-day' });
  if (!form.timeZone) issues.push({ kind: 'no-time-zone' });
  return issues;
}

const body = (day: HoursDay, timeZone: string): VendorHoursInput => ({
  weekDay: day.weekDay,
  openTime: day.openTime,
  closeTime: day.closeTime,
  timeZone,
});

/** One /vendorHours body per weekday; closed days are sent with both times empty. */
export function hoursBodies(form: HoursForm): VendorHoursInput[] {
  return form.days.map((day) => body(day, form.timeZone));
}

export type HoursRequest = { method: 'POST' | 'PATCH'; body: VendorHoursInput };

/**
 * What the editor's Save sends (docs/product-spec.md §4): only changed days, and on a zone change every day that
 * has times. A day with times is created (POST) when it has no row yet, else updated (PATCH). A day
 * that became Closed is sent as PATCH with empty times, keeping its row; a new closed day sends
 * nothing. On a zone change, closed days that have a row are re-sent too: otherwise a stale zone on
 * such a row could decide the vendor's zone at the next load (vendorTimeZone).
 */
export function hoursRequests(saved: HoursForm, edited: HoursForm): HoursRequest[] {
  const zoneChanged = saved.timeZone !== edited.timeZone;
  const requests: HoursRequest[] = [];
  edited.days.forEach((day, i) => {
    const before = saved.days[i]!;
    const changed = day.openTime !== before.openTime || day.closeTime !== before.closeTime;
    if (!changed && !zoneChanged) return;
    const hasRow = before.id !== -1;
    if (isClosed(day) && !hasRow) return;
    requests.push({ method: hasRow ? 'PATCH' : 'POST', body: body(day, edited.timeZone) });
  });
  return requests;
}
