// Issue 46: the mails the customer reads (on my way, more time), in the customer's language (`customer.language`
// on the booking, docs/architecture.md "Languages"); the server writes them with `inLanguage`. Their Spanish is
// formal (usted), as everything the customer reads (./es/customer-mail.ts, docs/how-to/spanish-glossary.md).
import { defineMessages } from '../i18n.ts';

export const CUSTOMER_MAIL = defineMessages('customer-mail', {
  // On my way (docs/architecture.md "The working day").
  onMyWaySubject: '{company} is on the way',
  onMyWayText:
    'Hello {customer},\n\n{company} is on the way for your {service} appointment.\nExpected arrival: {arrival}.\n\nThis is an estimate; traffic may change it a little.',
  customerFallback: 'there',
  serviceFallback: 'service',
  // More time, for the customer to approve on /approve (docs/architecture.md "The visit").
  extraTimeSubject: '{company} asks for more time',
  extraTimeText:
    'Hello {customer},\n\n{company} needs {minutes} more minutes for your {service}: {reason}\n\nFor you, this adds {price}. Approve or decline here (the link works once):\n{link}\n',
  // The customer's own page (docs/architecture.md "The customer's page"): the booking's confirmation, and the line
  // every customer mail ends with.
  bookedSubject: 'Your {service} appointment is booked',
  bookedText: 'Hello {customer},\n\nYour {service} appointment is booked for {when}.',
  jobLinkLine: 'Follow your booking, and write to the company, here:\n{link}\n',
  // Ours: the booking's later changes (docs/architecture.md "The customer's page"); never a price or any pay.
  claimedSubject: '{company} will do your {service}',
  claimedText: 'Hello {customer},\n\n{company} has taken your {service} appointment on {when}.',
  movedSubject: 'Your {service} appointment has moved',
  movedText: 'Hello {customer},\n\nYour {service} appointment has moved to {when}.',
  completedSubject: 'Your {service} is done',
  completedText: 'Hello {customer},\n\n{company} has finished your {service}. Thank you for your booking.',
  cancelledSubject: 'Your {service} appointment is cancelled',
  cancelledText: 'Hello {customer},\n\nYour {service} appointment on {when} is cancelled.',
  // Ours: the pushes to the customer's phone ("Turn on updates on this phone"), the tap opens its page.
  pushOnMyWayTitle: '{company} is on the way',
  pushOnMyWayBody: 'Expected arrival: {arrival}.',
  pushArrivedTitle: '{company} has arrived',
  pushArrivedBody: 'Your {service} is starting.',
  pushMoreTimeTitle: '{company} asks for more time',
  pushMoreTimeBody: 'Approve or decline {minutes} more minutes on your booking’s page.',
  pushMessageTitle: 'A message from {company}',
  pushCompletedTitle: 'Your {service} is done',
  pushCompletedBody: '{company} has finished. Thank you for your booking.',
});
