// The customer's own page for a booking (docs/architecture.md "The customer's page" and "Messages about the job"):
// what the server answers about its link and its thread. In the customer's language; Spanish in
// ./es/customer-job.ts (formal: usted, as everything the customer reads).
import { defineMessages } from '../i18n.ts';

export const CUSTOMER_JOB = defineMessages('customer-job', {
  invalidLink: 'This link is not valid, or its booking has ended.',
  threadClosed: 'Messages about this job are closed.',
  messageEmpty: 'Write a message.',
  messageTooLong: 'A message can have at most 2,000 characters.',
  // To the company's members (in each one's language): a customer wrote.
  memberMailSubject: '{customer} wrote about {service}',
  memberMailText:
    'Hello {member},\n\n{customer} wrote about the {service} job on {when}:\n\n{body}\n\nAnswer on the job’s page:\n{link}\n',
  // To the customer: the company wrote (at most one mail in 10 minutes per thread).
  customerMailSubject: '{company} wrote about your {service}',
  customerMailText: 'Hello {customer},\n\n{company} wrote about your {service}:\n\n{body}',
  customerMailLater: 'Hello {customer},\n\n{company} wrote again about your {service}.',
});
