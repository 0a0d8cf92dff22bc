import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { passwordResetTokens } from '../db/schema.ts';
import { hashToken } from './refresh-tokens.ts';

// docs/architecture.md "Credentials and what ends them": every single-use link an account is mailed
// (reset, email verification, email change, a staff member's set-password link) lives here, in one
// table, only as a digest. What ends a pending link besides its hour and its use is one rule,
// `LINKS_ENDED_BY`, applied by `endPendingLinks` from every change of how the account signs in.

export const ONE_TIME_LINK_TTL_MS = 60 * 60 * 1000;

/** What a one-time link does. */
export type OneTimePurpose = 'password-reset' | 'email-verification' | 'email-change';

/** A change of how the account signs in, after which some of its pending links must not work. */
export type SignInChange = 'password-change' | 'password-reset' | 'email-change';

/**
 * The links each change ends. A new password ends every link that could set another one or move
 * the account away (an attacker who knew the old password asked for them); a new address ends
 * every link mailed to the old one or about it.
 */
export const LINKS_ENDED_BY: Record<SignInChange, readonly OneTimePurpose[]> = {
  'password-change': ['password-reset', 'email-change'],
  'password-reset': ['password-reset', 'email-change'],
  'email-change': ['password-reset', 'email-verification', 'email-change'],
};

/** A one-time token valid for one hour; only its digest is stored. */
export async function createOneTimeToken(
  db: Db | Tx,
  identityId: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    identityId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ONE_TIME_LINK_TTL_MS),
  });
  return token;
}

/**
 * Uses a one-time token of `purpose`: one conditional update both checks and consumes it, so it
 * works only once; the identity it belongs to, or null when it is unknown, used or expired. The
 * account's other unused links of the same purpose end with it.
 */
export async function consumeOneTimeToken(
  tx: Db | Tx,
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
  await endLinks(tx, used.identityId, [purpose], now);
  return used.identityId;
}

/** Ends, in the change's transaction, every pending link of the account that `change` must end. */
export async function endPendingLinks(tx: Db | Tx, identityId: string, change: SignInChange, now = new Date()) {
  await endLinks(tx, identityId, LINKS_ENDED_BY[change], now);
}

async function endLinks(tx: Db | Tx, identityId: string, purposes: readonly OneTimePurpose[], now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.identityId, identityId),
        inArray(passwordResetTokens.purpose, [...purposes]),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
