import { DEFAULT_TIME_ZONE, WEEK_DAYS, type WeekDay } from '@vendor-portal/contract/constants';
import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { hoursBodies as formBodies, hoursIssues, type DayTimes, type HoursForm } from '../../lib/hours.ts';
import type { HoursErrors } from '../../components/hours-editor.tsx';
import type { VendorHoursInput } from '../../lib/api/save-vendor-hours.ts';

// docs/product-spec.md §2/§5 Onboarding hours, on the shared hours model (lib/hours.ts). The draft keeps the
// days keyed by weekday, the shape it is stored in (docs/product-spec.md §3 Onboarding draft).

export type DayHours = DayTimes;

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

/**
 * The docs/product-spec.md §5 onboarding messages where they belong: a day's beside the day, the zone's under the
 * zone, and "at least one day" (no field of its own) for the form; null when the hours can be saved.
 */
export function hoursStepErrors(hours: HoursDraft): { fields: HoursErrors; form: string | null } | null {
  const issues = hoursIssues(hoursForm(hours));
  if (issues.length === 0) return null;
  const fields: HoursErrors = { days: {} };
  let form: string | null = null;
  for (const issue of issues) {
    if (issue.kind === 'both-or-neither') fields.days[issue.day] = ONBOARDING.bothTimes(HOURS.weekDay(issue.day));
    else if (issue.kind === 'close-after-open')
      fields.days[issue.day] = ONBOARDING.closeAfterOpen(HOURS.weekDay(issue.day));
    else if (issue.kind === 'no-time-zone') fields.timeZone = ONBOARDING.selectTimeZone;
    else form = ONBOARDING.atLeastOneDay;
  }
  return { fields, form };
}

/** One /vendorHours body per weekday; closed days are sent with both times empty. */
export const hoursBodies = (hours: HoursDraft): VendorHoursInput[] => formBodies(hoursForm(hours));
