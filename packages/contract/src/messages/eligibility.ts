// Who may claim jobs, and what to do about a refusal (eligibility.ts holds the codes). The server answers with
// these texts in English (the eligibility reasons, the claim's refusals); the Unclaimed page shows each in the
// member's language by its code (features/unclaimed/eligibility-panel.tsx). Plain messages only: the error table
// reads this area, and with it every page's first load (no plural or select: Lingui's formatter stays out of it).
import { defineMessages } from '../i18n.ts';

/** The message of each refusal: why, and what fixes it. */
export const ELIGIBILITY = defineMessages('eligibility', {
  agreementRequired: 'Please accept the current vendor agreement to continue.',
  emailUnverified: 'Please verify your email address before claiming jobs. Check your inbox for the link.',
  vendorPendingReview: 'Your vendor profile is under review since {since}. You can claim jobs once it is approved.',
  vendorPendingReviewNoDate: 'Your vendor profile is under review. You can claim jobs once it is approved.',
  // Issue 28: the reviewer's reason and what to fix show beside it (no "contact support" without a way to).
  vendorRejected: 'Your vendor profile was not approved, so you cannot claim jobs.',
  serviceNotOffered: 'You do not offer the service this job needs in its zip code. Add the service to claim it.',
  noServiceOffered: 'You do not offer any service in any zip code yet. Add a service to claim jobs.',
  documentExpired: 'One of your business documents has expired. Upload a current one to claim jobs.',
});
