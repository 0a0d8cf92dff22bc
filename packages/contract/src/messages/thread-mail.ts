// The thread's mails (docs/architecture.md "Messages about the job"): to the company's members in each one's
// language, and to the customer in its own (Spanish in ./es/thread-mail.ts). Server-only texts, apart from the
// page's own (./customer-job.ts), so no page carries them.
import { defineMessages } from '../i18n.ts';

export const THREAD_MAIL = defineMessages('thread-mail', {
  // To the company's members (in each one's language): a customer wrote.
  memberMailSubject: '{customer} wrote about {service}',
  memberMailText:
    'Hello {member},\n\n{customer} wrote about the {service} job on {when}:\n\n{body}\n\nAnswer on the job’s page:\n{link}\n',
  // To the customer: the company wrote (at most one mail in 10 minutes per thread).
  customerMailSubject: '{company} wrote about your {service}',
  customerMailText: 'Hello {customer},\n\n{company} wrote about your {service}:\n\n{body}',
  customerMailLater: 'Hello {customer},\n\n{company} wrote again about your {service}.',
});
