// Account, Notifications: quiet hours for new-job alerts (docs/architecture.md "Alerts on the phone"), the owner's
// and the office's, in the company's zone. Apart from LIVE, whose texts the first load carries. Spanish:
// ./es/quiet-hours.ts.
import { defineMessages } from '../i18n.ts';

export const QUIET_HOURS = defineMessages('quiet-hours', {
  label: 'Quiet hours for new-job alerts',
  hint: "New-job alerts to your devices wait until the quiet hours end. Times are in your company's time zone; emails and alerts about your own jobs still come.",
  start: 'From',
  end: 'Until',
  save: 'Save quiet hours',
  change: 'Change quiet hours',
  same: 'Quiet hours start and end at different times.',
  summary: 'New-job alerts wait from {start} until {end}.',
});
