// The customer's own page for a booking (docs/architecture.md "The customer's page" and "Messages about the job"):
// what the server answers about its link and its thread. In the customer's language; Spanish in
// ./es/customer-job.ts (formal: usted, as everything the customer reads).
import { defineMessages } from '../i18n.ts';

export const CUSTOMER_JOB = defineMessages('customer-job', {
  invalidLink: 'This link is not valid, or its booking has ended.',
  threadClosed: 'Messages about this job are closed.',
  messageEmpty: 'Write a message.',
  messageTooLong: 'A message can have at most 2,000 characters.',
  // docs/architecture.md "Ratings and the right of reply": the answers of the rating routes.
  notCompleted: 'Only a completed job can be rated.',
  alreadyRated: 'This job was rated already.',
  ratingClosed: 'A job can be rated up to 30 days after it is done.',
});
