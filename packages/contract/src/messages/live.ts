// Texts of the live marketplace (docs/architecture.md "Live events and alerts"): the new-job toast,
// the Notifications card on Account, the alert mail and the one-click unsubscribe page. Spanish: ./es/live.ts.
import { defineMessages } from '../i18n.ts';

export const LIVE = defineMessages('live', {
  // The pay leads a vendor's choice (issue 29): the toast and the alert mail name it.
  newJobToast: 'New job: {service} in {zipCode}, pays {pay}',
  newJobToastWithoutPay: 'New job: {service} in {zipCode}',
  newJobToastAction: 'See unclaimed jobs',
  unclaimedBadge: '{count} new',
  newJobBadgeLabel: 'New',
  dismiss: 'Dismiss',
  notificationsTitle: 'Notifications',
  emailNewJobs: 'Email me new jobs',
  onlyDuringBusinessHours: 'Only during my business hours',
  onlyDuringBusinessHoursHint: 'Uses the hours on your Services page.',
  /** Each member chooses its own (docs/architecture.md "Alerts on the phone"). */
  notificationsOwnChoice: 'These choices are yours: each person in your company makes their own.',
  /** A technician gets no new-job alerts: what reaches it instead. */
  technicianNotifications:
    'You get an email when a job is given to you or taken off your schedule. New jobs on offer go to the owner and the office.',
  // Alerts on the phone: each kind of push, the member's own choice (Account, Alerts on this device turns a device on).
  pushNewJobs: 'Alert my devices of new jobs',
  pushAssignments: 'Alert my devices when a job is given to me or taken back',
  pushChanges: 'Alert my devices when my jobs are moved or cancelled',
  settingsSaved: 'Notification settings saved.',
  settingsFailed: 'Could not save your notification settings. Please try again.',
  unsubscribeTitle: 'Stop new-job emails',
  unsubscribeQuestion: 'Stop the emails about new jobs? You can turn them on again under Account.',
  unsubscribeButton: 'Stop these emails',
  unsubscribed: 'You will no longer get emails about new jobs. You can turn them on again under Account.',
  unsubscribeInvalid: 'This link is invalid.',
});
