import { DEFAULT_TIME_ZONE, WEEK_DAYS, type WeekDay } from '@vendor-portal/contract/constants';
import { hoursBodies as formBodies, type DayTimes, type HoursForm } from '../../lib/hours.ts';
import type { VendorHoursInput } from '../../lib/api/save-vendor-hours.ts';

// docs/product-spec.md §2/§5 Onboarding hours, on the shared hours model (lib/hours.ts). The draft keeps the
// days keyed by weekday, the shape it is stored in (docs/product-spec.md §3 Onboarding draft).

type DayHours = DayTimes;

export interface HoursDraft {
  days: Record<WeekDay, DayHours>;
  timeZone: string;
}

export function emptyHours(): HoursDraft {
  const days = Object.fromEntries(WEEK_DAYS.map((d) => [d, { openTime: '', closeTime: '' }])) as Record<
    WeekDay,
    DayHours
  >;
  return { days, timeZone: DEFAULT_TIME_ZONE };
}

/** The draft as the shared model's form (no server rows yet: every id is -1). */
export function hoursForm(hours: HoursDraft): HoursForm {
  return { timeZone: hours.timeZone, days: WEEK_DAYS.map((weekDay) => ({ id: -1, weekDay, ...hours.days[weekDay] })) };
}

/** The shared editor's form back into the draft's shape. */
export function hoursDraftFrom(form: HoursForm): HoursDraft {
  const days = Object.fromEntries(
    form.days.map(({ weekDay, openTime, closeTime }) => [weekDay, { openTime, closeTime }]),
  ) as Record<WeekDay, DayHours>;
  return { timeZone: form.timeZone, days };
}

/** One /vendorHours body per weekday; closed days are sent with both times empty. */
export const hoursBodies = (hours: HoursDraft): VendorHoursInput[] => formBodies(hoursForm(hours));
