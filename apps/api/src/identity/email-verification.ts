import { identityChanged, identityEligibilityChanged } from '../lib/event-bus.ts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { identityMail } from '@vendor-portal/contract/messages';
import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { accountLanguage, requestLanguage } from '../lib/member-language.ts';
import type { Db } from '../db/client.ts';
import { identities } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import type { Mailer } from '../lib/mail.ts';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-links.ts';

// Email verification (docs/architecture.md "Identity"): sign-up mails a one-time link valid for one
// hour (the reset link's machinery, another purpose); using it marks the account's email verified.
// Only a verified account may claim jobs (the eligibility rule email-unverified).

/** The verification mail in `language` (issue 46): the account's member's, or the page's at sign-up. */
function verificationMail(brand: string, publicUrl: string, token: string, language: Language = 'en') {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return inLanguage(language, () => identityMail.verification(brand, link));
}

/**
 * Creates a verification link for the account and mails it to the account's email, in its member's language
 * (else the language of the page that asked: `acceptLanguage`).
 */
export async function sendVerificationMail(
  db: Db,
  mailer: Mailer,
  identity: { id: string; email: string },
  site: { brand: string; publicUrl: string },
  acceptLanguage?: string | string[],
): Promise<void> {
  const token = await createOneTimeToken(db, identity.id, 'email-verification');
  const language = await accountLanguage(db, identity.id, acceptLanguage);
  await mailer.send({ to: identity.email, ...verificationMail(site.brand, site.publicUrl, token, language) });
}

/**
 * Sign-up: the link is stored before the answer; the mail is not awaited, so a slow or failing SMTP
 * server does not fail the sign-up (the portal's Resend button asks for another). The account has no member
 * yet: the mail is in the language of the sign-up page (its `Accept-Language`, the browser's languages, which the page follows by default).
 */
export async function mailVerificationAfterSignUp(
  db: Db,
  mailer: Mailer,
  identity: { id: string; email: string },
  site: { brand: string; publicUrl: string; log: FastifyBaseLogger },
  acceptLanguage?: string | string[],
): Promise<void> {
  const token = await createOneTimeToken(db, identity.id, 'email-verification');
  const language = requestLanguage(acceptLanguage);
  mailer
    .send({ to: identity.email, ...verificationMail(site.brand, site.publicUrl, token, language) })
    .catch((err: unknown) => site.log.error({ err }, 'verification mail failed'));
}

/** POST /auth/email-verification/confirm: 400 invalid-verification-token when unknown, used or expired. */
export async function confirmEmailVerification(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const identityId = await consumeOneTimeToken(tx, token, 'email-verification', now);
    if (!identityId) throw new AppError('invalid-verification-token');
    await tx.update(identities).set({ emailVerified: true }).where(eq(identities.id, identityId));
    await identityEligibilityChanged(tx, identityId);
    await identityChanged(tx, identityId);
  });
}
