// The mails the provider's changes send a vendor company (docs/architecture.md "Ops API", "Review and audit", "Expiry
// reminders"): a booking cancelled or moved, a review decision on the company or a document, a document about to expire. Written by the server only, in the language of whoever
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
  // A review decision (PATCH /api/ops/vendors/{id}, /api/ops/vendor-files/{id}). `reason` and `note`: the reviewer's
  // own text, passed in as written (never translated).
  vendorApprovedSubject: 'Your {brand} vendor profile is approved',
  vendorApprovedText: 'Your vendor profile is approved. You can now claim jobs in the portal.',
  vendorRejectedSubject: 'Your {brand} vendor profile was not approved',
  vendorRejectedText: `Your vendor profile was not approved.

Reason: {reason}`,
  vendorPendingSubject: 'Your {brand} vendor profile is under review again',
  vendorPendingText: 'Your vendor profile is under review again. We will write to you once it is decided.',
  fileApprovedSubject: 'Your document "{title}" is approved',
  /** A document without an expiry (a W-9); one with an expiry: fileApprovedExpiringText. */
  fileApprovedText: 'Your document "{title}" is approved.',
  /** `expiresOn`: the expiry day as stored (yyyy-mm-dd). */
  fileApprovedExpiringText:
    'Your document "{title}" is approved. It expires on {expiresOn}; please upload a new one before then.',
  fileRejectedSubject: 'Your document "{title}" was not approved',
  fileRejectedText: `Your document "{title}" was not approved.

Reason: {reason}

Please upload a new one on your Account page.`,
  filePendingSubject: 'Your document "{title}" is under review again',
  filePendingText: 'Your document "{title}" is under review again.',
  /** Appended to a decision's text when the reviewer wrote a note (a rejection carries it as its reason). */
  reviewNoteLine: `

Note from our team: {note}`,
});
