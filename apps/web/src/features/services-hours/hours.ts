import { ALLOWED_TIME_ZONES, WEEK_DAYS, normalizeTime, type WeekDay } from '@vendor-portal/contract/constants';
import { HOURS } from '@vendor-portal/contract/messages';
import type { VendorHours } from '@vendor-portal/contract/services';
import type { VendorHoursInput } from '../../lib/api/save-vendor-hours.ts';

// SPEC §2 Business Hours, §4 Business hours editing, §5 Time values and Hours editor, §7 hours load.

export interface HoursDay {
  /** The server row's id; -1 while the day has none (SPEC §3). */
  id: number;
  weekDay: WeekDay;
  openTime: string;
  closeTime: string;
}

export interface HoursForm {
  timeZone: string;
  days: HoursDay[];
}

/** SPEC §9: unticking Closed sets 09:00 to 17:00. */
export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';

/** Monday to Sunday, every day closed, no zone: the form after a failed load (SPEC §8). */
export function emptyHoursForm(): HoursForm {
  return { timeZone: '', days: WEEK_DAYS.map((weekDay) => ({ id: -1, weekDay, openTime: '', closeTime: '' })) };
}

/**
 * The editor's form from GET /vendorHours rows: one entry per weekday, times normalised, and the
 * first time zone found used for all days (SPEC §7); `zonesDiffer` tells the caller to warn.
 */
export function hoursFormFromRows(rows: readonly VendorHours[]): { form: HoursForm; zonesDiffer: boolean } {
  const zones = [...new Set(rows.map((r) => r.timeZone).filter(Boolean))];
  const days = WEEK_DAYS.map((weekDay) => {
    const row = rows.find((r) => r.weekDay === weekDay);
    if (!row) return { id: -1, weekDay, openTime: '', closeTime: '' };
    return { id: row.id, weekDay, openTime: normalizeTime(row.openTime), closeTime: normalizeTime(row.closeTime) };
  });
  return { form: { timeZone: zones[0] ?? '', days }, zonesDiffer: zones.length > 1 };
}

export const isClosed = (day: Pick<HoursDay, 'openTime' | 'closeTime'>) => !day.openTime && !day.closeTime;

/** SPEC §2: ticking Closed empties both times; unticking sets 09:00 and 17:00. */
export function setClosed(day: HoursDay, closed: boolean): HoursDay {
  return closed ? { ...day, openTime: '', closeTime: '' } : { ...day, openTime: DEFAULT_OPEN, closeTime: DEFAULT_CLOSE };
}

/** The zone dropdown: the allowed zones plus the current value if missing (SPEC §2). */
export function timeZoneOptions(current: string): string[] {
  return current && !(ALLOWED_TIME_ZONES as readonly string[]).includes(current) ? [...ALLOWED_TIME_ZONES, current] : [...ALLOWED_TIME_ZONES];
}

/** SPEC §5 Hours editor: the first failing rule's text, or null when the form can be saved. */
export function validateHoursForm(form: HoursForm): string | null {
  if (!form.timeZone) return HOURS.timeZoneRequired;
  for (const day of form.days) {
    if (!day.openTime !== !day.closeTime) return HOURS.bothOrNeither(day.weekDay);
    if (day.openTime && day.closeTime <= day.openTime) return HOURS.closeAfterOpen(day.weekDay);
  }
  return null;
}

export type HoursRequest = { method: 'POST' | 'PATCH'; body: VendorHoursInput };

/**
 * What Save sends (SPEC §4): only changed days, and on a zone change every day that has times.
 * A day with times is created (POST) when it has no row yet, else updated (PATCH). A day that
 * became Closed is sent as PATCH with empty times, keeping its row; a new closed day sends nothing.
 * On a zone change, closed days that have a row are re-sent too: otherwise a stale zone on such a
 * row could win "first zone found" at the next load (SPEC §7).
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
    const body = { weekDay: day.weekDay, openTime: day.openTime, closeTime: day.closeTime, timeZone: edited.timeZone };
    requests.push({ method: hasRow ? 'PATCH' : 'POST', body });
  });
  return requests;
}

/** 'HH:MM' → 'h:mm AM/PM' (SPEC §2 read-only view); anything unparseable → ''. */
export function formatTime12(value: string): string {
  const time = normalizeTime(value);
  if (!time) return '';
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
