import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { INVITATION_TTL_MS } from '@vendor-portal/contract/team';
import { passwordResetTokens } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/opaque-tokens.ts';

// docs/architecture.md "Credentials and what ends them": every single-use link an account is mailed
// (reset, email verification, email change, a staff member's set-password link) and every invitation
// to a company's crew lives here, in one table, only as a digest. What ends a pending link besides its hour and its use is one rule,
// `LINKS_ENDED_BY`, applied by `endPendingLinks` from every change of how the account signs in.

const ONE_TIME_LINK_TTL_MS = 60 * 60 * 1000;

/** What a one-time link does. */
export type OneTimePurpose = 'password-reset' | 'email-verification' | 'email-change';
// 'invitation' links act on a member, not an account: createInvitationToken / consumeInvitationToken.

/** A change of how the account signs in, after which some of its pending links must not work. */
export type SignInChange = 'password-change' | 'password-reset' | 'email-change';

/**
 * The links each change ends. A new password ends every link that could set another one or move
 * the account away (an attacker who knew the old password asked for them); a new address ends
 * every link mailed to the old one or about it.
 */
const LINKS_ENDED_BY: Record<SignInChange, readonly OneTimePurpose[]> = {
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
  const token = newToken();
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
  if (!used?.identityId) return null;
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

/**
 * An invitation's link (docs/architecture.md "A company with a crew"): it acts on a member who has no
 * account yet, for INVITATION_TTL_MS. A new one (a resend) ends the member's earlier links.
 */
export async function createInvitationToken(tx: Db | Tx, memberId: number, now = new Date()): Promise<string> {
  await endInvitationLinks(tx, memberId, now);
  const token = newToken();
  await tx.insert(passwordResetTokens).values({
    memberId,
    purpose: 'invitation',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return token;
}

/** Uses an invitation's link once, as `consumeOneTimeToken` does: its member, or null when unknown, used or expired. */
export async function consumeInvitationToken(tx: Db | Tx, token: string, now = new Date()): Promise<number | null> {
  const [used] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.purpose, 'invitation'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return used?.memberId ?? null;
}

async function endInvitationLinks(tx: Db | Tx, memberId: number, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}
