import { HOURS } from '@vendor-portal/contract/messages';
import type { HoursErrors } from '../../components/hours-editor.tsx';
import { hoursIssues, type HoursForm } from '../../lib/hours.ts';

// The editor's wording of the shared hours model's rules (lib/hours.ts).

/** docs/product-spec.md §5 Hours editor: every failing rule's text by field, or null when the form can be saved. */
export function hoursErrors(form: HoursForm): HoursErrors | null {
  const errors: HoursErrors = { days: {} };
  let failed = false;
  for (const issue of hoursIssues(form)) {
    if (issue.kind === 'no-time-zone') errors.timeZone = HOURS.timeZoneRequired;
    else if (issue.kind === 'both-or-neither') errors.days[issue.day] = HOURS.bothOrNeither(HOURS.weekDay(issue.day));
    else if (issue.kind === 'close-after-open') errors.days[issue.day] = HOURS.closeAfterOpen(HOURS.weekDay(issue.day));
    else continue;
    failed = true;
  }
  return failed ? errors : null;
}
