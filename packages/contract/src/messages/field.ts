// The texts of the field-ready portal (installable, offline, calendar feed); see ../messages.ts. Spanish:
// ./es/field.ts.
import { defineMessages } from '../i18n.ts';

export const FIELD = defineMessages('field', {
  // A new deployment: never a silent stale shell.
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  // Offline reading.
  offlineBanner: "You're offline. Showing what was saved at {time}.",
  offlineBannerNothingSaved: "You're offline. Nothing has been saved on this device yet.",
  offlineActionDisabled: 'This needs a connection. You are offline.',
  // Online, but the server does not answer (issue 28): the pages stay, with what was saved.
  serverUnreachableBanner: 'The server cannot be reached. Showing what was saved at {time}.',
  serverUnreachableNothingSaved: 'The server cannot be reached. Nothing has been saved on this device yet.',
  serverRetry: 'Try again',
  // Offline notes.
  noteWaitingToSync: 'Waiting to sync',
  noteSyncing: 'Syncing…',
  noteSyncFailed: 'Sync failed: {message}. It will be retried.',
  retrySync: 'Retry now',
  // In the field.
  directions: 'Directions',
  // Account → Calendar.
  calendarTitle: 'Calendar',
  calendarIntro:
    'Subscribe to your appointments from your phone or desktop calendar (Google Calendar, Apple Calendar, Outlook). The address is private: anyone who has it can read your schedule.',
  calendarNone: 'No calendar feed yet.',
  calendarActive: 'A calendar feed is active (created {createdAt}).',
  calendarShownOnce:
    'For your security the address is shown only once. Regenerate it if you need it again: the old address stops working at once.',
  calendarCreate: 'Create calendar feed',
  calendarCopy: 'Copy address',
  calendarCopied: 'Copied',
  calendarRegenerate: 'Regenerate address',
  calendarDelete: 'Delete feed',
  calendarConfirmRegenerate: 'Regenerate the address? Calendars subscribed to the old one stop updating.',
  calendarConfirmDelete: 'Delete the calendar feed? Calendars subscribed to it stop updating.',
  calendarUrlLabel: 'Your calendar address',
  calendarLoadFailed: 'Failed to load the calendar feed.',
  calendarSaveFailed: 'Calendar feed failed: {message}',
  // In the feed itself.
  feedName: '{brand} appointments',
  feedCompleted: 'Completed',
  feedCustomer: 'Customer',
  feedPhone: 'Phone',
  feedDetails: 'Details',
});
