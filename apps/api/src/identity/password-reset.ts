import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities, passwordResetTokens } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, revokeAllForIdentity } from './refresh-tokens.ts';

// Password reset (ARCHITECTURE.md "Identity"): a one-time link valid for one hour. Only the
// token's digest is stored; using it changes the password and ends every session of the account.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export async function createResetToken(db: Db, identityId: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(passwordResetTokens)
    .values({ identityId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  return token;
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

/** Sets the new password; false when the token is unknown, used or expired. */
export async function confirmReset(db: Db, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // One conditional update both checks and consumes the token, so it works only once.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ identityId: passwordResetTokens.identityId });
    if (!used) return false;
    // A new token version ends every idToken issued before, whatever its second (issue 15).
    await tx
      .update(identities)
      .set({ passwordHash, passwordChangedAt: now, tokenVersion: sql`${identities.tokenVersion} + 1` })
      .where(eq(identities.id, used.identityId));
    // Older links of the same account stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.identityId, used.identityId), isNull(passwordResetTokens.usedAt)));
    await revokeAllForIdentity(tx, used.identityId, now);
    return true;
  });
}
