// The company's side of a job's thread with its customer (docs/architecture.md "Messages about the job"): the
// "Messages with the customer" card on the job's page in the portal. Spanish in ./es/job-thread.ts (tú, as
// everything a member reads). The customer's own page has its texts in ./customer-job.ts.
import { defineMessages } from '../i18n.ts';

export const JOB_THREAD = defineMessages('job-thread', {
  heading: 'Messages with the customer',
  intro: 'The customer reads these on the page of its booking; it never sees your email or phone.',
  loading: 'Loading messages...',
  loadFailed: 'The messages could not be loaded.',
  empty: 'No messages yet.',
  fromCustomer: 'Customer',
  fromCompany: 'Your company',
  newMessageLabel: 'Message to the customer',
  send: 'Send',
  threadClosed: 'Messages about this job are closed: they open when the job is claimed and close 7 days after it ends.',
  sendFailed: 'The message was not sent. Try again.',
});
