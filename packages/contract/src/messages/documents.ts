// The review of a vendor's documents as the vendor reads it (docs/architecture.md "Staff and
// review"): each file's status on the Account page, and the banner of every signed-in page when a
// document that expires (insurance, licences) is about to or has. Spanish: ./es/documents.ts.
import { defineMessages } from '../i18n.ts';

export const DOCUMENTS = defineMessages('documents', {
  statusPending: 'Pending review',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  rejectedReason: 'Reason: {reason}',
  expiresOn: 'Expires on {date}',
  expired: 'Expired',
  replaceHint: 'Upload a new one: it goes back to review.',
  bannerLabel: 'Documents expiring',
  bannerExpired: 'Your document "{title}" expired on {date}. You cannot claim jobs until a new one is approved.',
  bannerExpiring: 'Your document "{title}" expires on {date}. Upload a new one before then to keep claiming jobs.',
  bannerLink: 'Upload on Account',
});
