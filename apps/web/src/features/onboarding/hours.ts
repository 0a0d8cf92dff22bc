import { DEFAULT_TIME_ZONE, WEEK_DAYS, type WeekDay } from '@vendor-portal/contract/constants';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import type { VendorHoursInput } from '../../lib/api/save-vendor-hours.ts';

// SPEC §2/§5 Onboarding hours: per-weekday open and close (HH:MM, both empty = closed) and a zone.

export interface DayHours {
  openTime: string;
  closeTime: string;
}

export interface HoursDraft {
  days: Record<WeekDay, DayHours>;
  timeZone: string;
}

export function emptyHours(): HoursDraft {
  const days = Object.fromEntries(WEEK_DAYS.map((d) => [d, { openTime: '', closeTime: '' }])) as Record<WeekDay, DayHours>;
  return { days, timeZone: DEFAULT_TIME_ZONE };
}

/** Every SPEC §5 message that applies, in week order; empty when the hours can be saved. */
export function validateHours(hours: HoursDraft): string[] {
  const errors: string[] = [];
  for (const day of WEEK_DAYS) {
    const { openTime, closeTime } = hours.days[day];
    if (Boolean(openTime) !== Boolean(closeTime)) errors.push(ONBOARDING.bothTimes(day));
    // HH:MM strings compare in time order.
    else if (openTime && closeTime <= openTime) errors.push(ONBOARDING.closeAfterOpen(day));
  }
  if (!WEEK_DAYS.some((d) => hours.days[d].openTime && hours.days[d].closeTime)) errors.push(ONBOARDING.atLeastOneDay);
  if (!hours.timeZone) errors.push(ONBOARDING.selectTimeZone);
  return errors;
}

/** One /vendorHours body per weekday; closed days are sent with both times empty. */
export function hoursBodies(hours: HoursDraft): VendorHoursInput[] {
  return WEEK_DAYS.map((weekDay) => ({ weekDay, ...hours.days[weekDay], timeZone: hours.timeZone }));
}
