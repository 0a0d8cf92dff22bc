import type { FastifyBaseLogger } from 'fastify';
import { REVIEW } from '@vendor-portal/contract/messages';
import type { Mailer, MailMessage } from '../../lib/mail.ts';

// The mails a review decision sends the vendor, with the reason (docs/architecture.md "Review and
// audit"). Sent after the decision is committed; a mail that fails is logged, the decision stands.

export interface Site {
  brand: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function sendAfterCommit(site: Site, message: MailMessage, what: string): void {
  site.mailer.send(message).catch((err: unknown) => site.log.error({ err }, `${what} mail failed`));
}

const withNote = (text: string, note: string | null) => (note ? text + REVIEW.reviewNoteLine(note) : text);

export function vendorDecisionMail(
  brand: string,
  to: string,
  status: 'pending' | 'approved' | 'rejected',
  note: string | null,
): MailMessage {
  if (status === 'approved')
    return { to, subject: REVIEW.vendorApprovedSubject(brand), text: withNote(REVIEW.vendorApprovedText, note) };
  if (status === 'rejected')
    return { to, subject: REVIEW.vendorRejectedSubject(brand), text: REVIEW.vendorRejectedText(note ?? '') };
  return { to, subject: REVIEW.vendorPendingSubject(brand), text: withNote(REVIEW.vendorPendingText, note) };
}

export function fileDecisionMail(
  to: string,
  file: {
    title: string;
    status: 'pending' | 'approved' | 'rejected';
    reviewNote: string | null;
    expiresAt: string | null;
  },
): MailMessage {
  const { title, reviewNote } = file;
  if (file.status === 'approved')
    return {
      to,
      subject: REVIEW.fileApprovedSubject(title),
      text: withNote(REVIEW.fileApprovedText(title, file.expiresAt), reviewNote),
    };
  if (file.status === 'rejected')
    return { to, subject: REVIEW.fileRejectedSubject(title), text: REVIEW.fileRejectedText(title, reviewNote ?? '') };
  return { to, subject: REVIEW.filePendingSubject(title), text: withNote(REVIEW.filePendingText(title), reviewNote) };
}
