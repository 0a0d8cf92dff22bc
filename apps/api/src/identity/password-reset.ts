import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { identities, passwordResetTokens } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { identityChanged } from '../lib/event-bus.ts';
import type { Mailer } from '../lib/mail.ts';
import { findIdentityByEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, revokeAllForIdentity } from './refresh-tokens.ts';

// Password reset (docs/architecture.md "Identity"): a one-time link valid for one hour. Only the
// token's digest is stored; using it changes the password and ends every session of the account.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What a one-time link does; email verification (./email-verification.ts) uses the same machinery. */
export type OneTimePurpose = 'password-reset' | 'email-verification' | 'email-change';

/** A one-time token valid for one hour; only its digest is stored. */
export async function createOneTimeToken(
  db: Db,
  identityId: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    identityId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

export const createResetToken = (db: Db, identityId: string, now = new Date()) =>
  createOneTimeToken(db, identityId, 'password-reset', now);

/**
 * Uses a one-time token of `purpose`: one conditional update both checks and consumes it, so it
 * works only once; the identity it belongs to, or null when it is unknown, used or expired. The
 * account's other unused links of the same purpose end with it.
 */
export async function consumeOneTimeToken(
  tx: Pick<Db, 'update'>,
  token: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string | null> {
  const [used] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ identityId: passwordResetTokens.identityId });
  if (!used) return null;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.identityId, used.identityId),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  return used.identityId;
}

export function resetMail(brand: string, publicUrl: string, token: string) {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    subject: `Reset your ${brand} password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${brand} vendor account.`,
      'To choose a new password, open this link (valid for 1 hour, usable once):',
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays the same.',
      '',
      `— The ${brand} team`,
    ].join('\n'),
  };
}

/**
 * POST /auth/password-reset: mails a reset link when the account exists, and answers the same way
 * when it does not. The mail is not awaited: an SMTP round trip would tell by timing that the
 * account exists.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  site: { brand: string; publicUrl: string; log: FastifyBaseLogger },
): Promise<void> {
  const identity = await findIdentityByEmail(db, email);
  if (!identity) return;
  const token = await createResetToken(db, identity.id);
  const mail = resetMail(site.brand, site.publicUrl, token);
  mailer
    .send({ to: identity.email, ...mail })
    .catch((err: unknown) => site.log.error({ err }, 'password reset mail failed'));
}

/** POST /auth/password-reset/confirm: sets the new password; 400 invalid-reset-token when the token is unknown, used or expired. */
export async function confirmReset(db: Db, token: string, newPassword: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Used once; older reset links of the same account stop working too.
    const identityId = await consumeOneTimeToken(tx, token, 'password-reset', now);
    if (!identityId) throw new AppError('invalid-reset-token');
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
