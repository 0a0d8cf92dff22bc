import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { hoursIssues } from '../../lib/hours.ts';
import type { HoursErrors } from '../../components/hours-editor.tsx';
import { hoursForm, type HoursDraft } from './hours-draft.ts';

// The Hours step's wording of the shared hours model's rules (lib/hours.ts), apart from the draft's shape: the
// draft comes with the wizard's first chunk, these texts only with the Hours step.

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
