// Calendars as busy time (docs/architecture.md "Partners: API keys, webhooks and the company's own calendar").
// Ours: the product spec has none.
import { defineMessages } from '../i18n.ts';

export const CALENDAR_IMPORTS = defineMessages('calendarImports', {
  companyTitle: 'Calendars as busy time',
  companyIntro:
    "Paste a calendar's secret iCalendar address (Google, Apple and Outlook all give one): its busy events count as your company's time off. It is read at once and every 15 minutes.",
  memberTitle: 'Calendars of {name}',
  ownTitle: 'My calendars',
  memberIntro:
    "Paste a calendar's secret iCalendar address: its busy events count as this person's time off. It is read at once and every 15 minutes.",
  ownIntro:
    "Paste your calendar's secret iCalendar address: its busy events count as your time off, so no job is given to you then. It is read at once and every 15 minutes.",
  url: 'Secret iCalendar address',
  add: 'Add calendar',
  adding: 'Reading the calendar…',
  empty: 'No calendar imported yet.',
  added: 'Calendar added. Busy times: {count}',
  lastRead: 'Last read {when}',
  neverRead: 'Not read yet',
  busyCount: 'Busy times: {count}',
  lastError: 'Last error: {error}',
  remove: 'Remove',
  removeNamed: 'Remove the calendar {host}',
  busyLabel: 'Busy (calendar)',
  // Refusals and failed reads.
  urlInvalid: 'Enter the full address, starting with https://.',
  urlTooLong: 'The address must be at most 2,000 characters.',
  urlNotAllowed: 'This address is not allowed: only https addresses on the public internet.',
  notICalendar: 'The address did not answer with an iCalendar file.',
  tooLarge: 'The calendar is larger than 5 MB.',
  tooSlow: 'The calendar took longer than 10 seconds to answer.',
  unreachable: 'The calendar could not be reached.',
  badStatus: 'The calendar answered with status {status}.',
  notFound: 'No calendar of your company has this id.',
  ownOnly: 'A technician adds and removes only its own calendars.',
});
