// The mails the provider's changes send a vendor company (docs/architecture.md "Ops API", "Expiry reminders"): a
// booking cancelled or moved, a document about to expire. Written by the server only, in the language of whoever
// reads the company's address (`inLanguage`, issue 46); the console's own texts stay English (REVIEW, ./ops.ts).
import { defineMessages } from '../i18n.ts';

export const COMPANY_MAIL = defineMessages('company-mail', {
  // A change mail names the job as the vendor knows it (issue 38 item 12): the service, the customer's first name and
  // the time in the property's zone (a day for a date-only job); the id last, for a call to the provider.
  cancelledMailSubject: 'Cancelled: {service} for {customer}, {when}',
  /** The late-cancellation fee's line (MONEY.cancellationFeeLine) follows it when the job earns one. */
  cancelledMailText:
    'The provider cancelled the {service} for {customer} on {when} ({place}; appointment {id}). It has left your appointments and calendar; there is nothing more to do.',
  rescheduledMailSubject: 'Moved: {service} for {customer}, now {when}',
  rescheduledMailText: `The provider moved the {service} for {customer} ({place}; appointment {id}).

Was: {before}
Now: {when}

Your appointments and calendar show the new time.`,
  // Expiry reminders: 30 and 7 days before an approved document expires, on the day, and after it (a missed run).
  expirySoonSubject: 'Your document "{title}" expires in {days} days',
  expiryTodaySubject: 'Your document "{title}" expires today',
  expiredSubject: 'Your document "{title}" has expired',
  /** `expiresOn`: the expiry day as stored (yyyy-mm-dd); `url`: the Account page. */
  expiryText: `Your document "{title}" expires on {expiresOn}. Once it has expired you cannot claim jobs until a current one is approved.

Upload a new one on your Account page: {url}`,
});
