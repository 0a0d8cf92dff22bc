import { HOURS } from '@vendor-portal/contract/messages';
import { hoursIssues, type HoursForm } from '../../lib/hours.ts';

// The editor's wording of the shared hours model's rules (lib/hours.ts).

/** docs/product-spec.md §5 Hours editor: the first failing rule's text (the zone first), or null when the form can be saved. */
export function validateHoursForm(form: HoursForm): string | null {
  const issues = hoursIssues(form);
  if (issues.some((i) => i.kind === 'no-time-zone')) return HOURS.timeZoneRequired;
  for (const issue of issues) {
    if (issue.kind === 'both-or-neither') return HOURS.bothOrNeither(issue.day);
    if (issue.kind === 'close-after-open') return HOURS.closeAfterOpen(issue.day);
  }
  return null;
}
