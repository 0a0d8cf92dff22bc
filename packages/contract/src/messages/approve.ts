// Issue 43 "The visit", more time: the customer's public page /approve (docs/architecture.md "The visit"). Its
// own module, free of every other text, so the page's entry carries these alone (decision 035). In the customer's
// language (issue 46: `customer.language`, its Spanish in ./es/approve.ts, formal: usted).
import { defineMessages } from '../i18n.ts';

export const APPROVE = defineMessages('approve', {
  title: 'More time for your service',
  loading: 'Loading the request…',
  /** The request as the customer reads it. */
  asks: '{company} asks for {minutes} more minutes for your {service}.',
  reasonLabel: 'Why',
  priceLabel: 'This adds to your price',
  approve: 'Approve',
  decline: 'Decline',
  working: 'Sending…',
  approved: 'Thank you: the extra time is approved.',
  declined: 'You declined the extra time. Nothing changes.',
  invalid: 'This link is no longer valid: it was used already or has expired.',
  failed: 'Your answer could not be sent. Check the connection and try again.',
});
