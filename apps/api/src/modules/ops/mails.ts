import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { COMPANY_MAIL } from '@vendor-portal/contract/messages';
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

const withNote = (text: string, note: string | null) => (note ? text + COMPANY_MAIL.reviewNoteLine({ note }) : text);

/**
 * Written in `language`, the reader's of the company's address (issue 46: addressLanguage, read with the address);
 * the reviewer's note goes in as written.
 */
export function vendorDecisionMail(
  brand: string,
  to: string,
  language: Language,
  status: 'pending' | 'approved' | 'rejected',
  note: string | null,
): MailMessage {
  return inLanguage(language, () => {
    if (status === 'approved')
      return {
        to,
        subject: COMPANY_MAIL.vendorApprovedSubject({ brand }),
        text: withNote(COMPANY_MAIL.vendorApprovedText, note),
      };
    if (status === 'rejected')
      return {
        to,
        subject: COMPANY_MAIL.vendorRejectedSubject({ brand }),
        text: COMPANY_MAIL.vendorRejectedText({ reason: note ?? '' }),
      };
    return {
      to,
      subject: COMPANY_MAIL.vendorPendingSubject({ brand }),
      text: withNote(COMPANY_MAIL.vendorPendingText, note),
    };
  });
}

/** Written in `language` like vendorDecisionMail, the expiry day too. */
export function fileDecisionMail(
  to: string,
  language: Language,
  file: {
    title: string;
    status: 'pending' | 'approved' | 'rejected';
    reviewNote: string | null;
    expiresAt: string | null;
  },
): MailMessage {
  const { title, reviewNote, expiresAt } = file;
  return inLanguage(language, () => {
    if (file.status === 'approved')
      return {
        to,
        subject: COMPANY_MAIL.fileApprovedSubject({ title }),
        text: withNote(
          expiresAt
            ? COMPANY_MAIL.fileApprovedExpiringText({ title, expiresOn: expiresAt })
            : COMPANY_MAIL.fileApprovedText({ title }),
          reviewNote,
        ),
      };
    if (file.status === 'rejected')
      return {
        to,
        subject: COMPANY_MAIL.fileRejectedSubject({ title }),
        text: COMPANY_MAIL.fileRejectedText({ title, reason: reviewNote ?? '' }),
      };
    return {
      to,
      subject: COMPANY_MAIL.filePendingSubject({ title }),
      text: withNote(COMPANY_MAIL.filePendingText({ title }), reviewNote),
    };
  });
}
