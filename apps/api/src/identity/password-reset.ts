import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { identityMail } from '@vendor-portal/contract/messages';
import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { accountLanguage } from '../lib/member-language.ts';
import type { Db, Tx } from '../db/client.ts';
import { identities } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { identityChanged } from '../lib/event-bus.ts';
import type { Mailer } from '../lib/mail.ts';
import { findIdentityByEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { consumeOneTimeToken, createOneTimeToken, endPendingLinks } from './one-time-links.ts';
import { revokeAllForIdentity } from './refresh-tokens.ts';

// Password reset (docs/architecture.md "Identity"): a one-time link valid for one hour. Only the
// token's digest is stored; using it changes the password and ends every session of the account.

export const createResetToken = (db: Db | Tx, identityId: string, now = new Date()) =>
  createOneTimeToken(db, identityId, 'password-reset', now);

/** The reset mail in `language` (issue 46). */
function resetMail(brand: string, publicUrl: string, token: string, language: Language = 'en') {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return inLanguage(language, () => identityMail.reset(brand, link));
}

/**
 * POST /auth/password-reset: mails a reset link when the account exists, and answers the same way
 * when it does not. The mail is not awaited: an SMTP round trip would tell by timing that the
 * account exists. In the account's member's language (issue 46), else the page's (`acceptLanguage`).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  site: { brand: string; publicUrl: string; log: FastifyBaseLogger },
  acceptLanguage?: string | string[],
): Promise<void> {
  const identity = await findIdentityByEmail(db, email);
  if (!identity) return;
  const token = await createResetToken(db, identity.id);
  const mail = resetMail(site.brand, site.publicUrl, token, await accountLanguage(db, identity.id, acceptLanguage));
  mailer
    .send({ to: identity.email, ...mail })
    .catch((err: unknown) => site.log.error({ err }, 'password reset mail failed'));
}

/** POST /auth/password-reset/confirm: sets the new password; 400 invalid-reset-token when the token is unknown, used or expired. */
export async function confirmReset(db: Db, token: string, newPassword: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const identityId = await consumeOneTimeToken(tx, token, 'password-reset', now);
    if (!identityId) throw new AppError('invalid-reset-token');
    // Every other reset link and every pending email change end with it (./one-time-links.ts).
    await endPendingLinks(tx, identityId, 'password-reset', now);
    // A new token version ends every idToken issued before, whatever its second.
    await tx
      .update(identities)
      .set({ passwordHash, passwordChangedAt: now, tokenVersion: sql`${identities.tokenVersion} + 1` })
      .where(eq(identities.id, identityId));
    await revokeAllForIdentity(tx, identityId, now);
    // Every process's identity cache drops the account (docs/architecture.md "The identity check from memory").
    await identityChanged(tx, identityId);
  });
}
