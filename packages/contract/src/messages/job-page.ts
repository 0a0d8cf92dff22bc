// Issue 56: the customer's own page of a booking, /job (docs/architecture.md "The customer's page"). Its own module,
// free of every other text, so the page's entry carries these alone (as /approve's, decision 035). In the customer's
// language; its Spanish in ./es/job-page.ts (formal: usted). The last four are CUSTOMER_JOB's (./customer-job.ts),
// the server's answers, written again here: that module is in the app's first load (the error table), and an import
// of it from this entry would split it into a chunk both share.
import { defineMessages } from '../i18n.ts';

export const JOB_PAGE = defineMessages('job-page', {
  title: 'Your booking',
  loading: 'Loading your booking…',
  failed: 'Your booking could not be loaded. Check the connection and reload the page.',
  serviceLabel: 'Service',
  whenLabel: 'When',
  companyLabel: 'Company',
  technicianLabel: 'Technician',
  notYet: 'Not assigned yet',
  stagesLabel: 'Where your job stands',
  booked: 'Booked',
  claimed: 'Claimed by the company',
  onMyWay: 'On the way',
  onMyWayNamed: '{name} is on the way',
  arrivingAbout: 'Arriving about {time}',
  arrived: 'Arrived',
  completed: 'Done',
  noShow: "Didn't happen",
  cancelled: 'Cancelled',
  messagesTitle: 'Messages',
  noMessages: 'No messages yet.',
  you: 'You',
  messageLabel: 'Write to the company',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Your message could not be sent. Check the connection and try again.',
  tooMany: 'You sent many messages in a short time. Try again later.',
  invalidLink: 'This link is not valid, or its booking has ended.',
  threadClosed: 'Messages about this job are closed.',
  messageEmpty: 'Write a message.',
  messageTooLong: 'A message can have at most 2,000 characters.',
});
