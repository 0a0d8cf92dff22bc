import crypto from 'node:crypto';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities, passwordResetTokens, refreshTokens } from '../db/schema.ts';
import { identityChanged } from '../lib/event-bus.ts';
import { hashToken, newToken } from '../lib/opaque-tokens.ts';
import { endAccountDevices, endSessionDevices } from '../modules/push/devices-ended.ts';

// Refresh tokens (docs/architecture.md "Identity"): opaque 256-bit random values, stored only as a
// SHA-256 digest, rotated on every use. Each sign-in starts a family with an absolute lifetime;
// presenting a token that was rotated more than REUSE_GRACE_MS ago means it was copied, so the whole
// family is revoked (decision 038: within the grace it gets another successor).

const FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A token unused this long expires even inside its family's lifetime. */
const IDLE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A rotated token presented again this soon after its rotation gets another successor instead of
 * ending its family (docs/decisions/038-refresh-reuse-grace.md): the page that sent it went away
 * before it could store the first successor, or two requests raced.
 */
export const REUSE_GRACE_MS = 30 * 1000;

export interface IssuedRefreshToken {
  token: string;
  familyExpiresAt: Date;
  /** The session: idTokens issued for it carry this id and end when the family is revoked. */
  familyId: string;
}

async function insertToken(
  db: Db,
  identityId: string,
  familyId: string,
  familyExpiresAt: Date,
  now: Date,
): Promise<IssuedRefreshToken> {
  const token = newToken();
  const expiresAt = new Date(Math.min(now.getTime() + IDLE_LIFETIME_MS, familyExpiresAt.getTime()));
  await db
    .insert(refreshTokens)
    .values({ identityId, familyId, tokenHash: hashToken(token), expiresAt, familyExpiresAt });
  return { token, familyExpiresAt, familyId };
}

/** A new family (sign-in, sign-up). */
export function startFamily(db: Db, identityId: string, now = new Date()): Promise<IssuedRefreshToken> {
  return insertToken(db, identityId, crypto.randomUUID(), new Date(now.getTime() + FAMILY_LIFETIME_MS), now);
}

export type RotateResult =
  | { ok: true; identityId: string; tokenVersion: number; next: IssuedRefreshToken }
  | { ok: false; reusedBy?: { identityId: string; familyId: string } };

/** Exchanges a refresh token for its successor; any misuse answers `{ok:false}`. */
export async function rotate(db: Db, token: string, now = new Date()): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt) return { ok: false };
  if (row.expiresAt <= now || row.familyExpiresAt <= now) return { ok: false };
  // A rotation before this is past its grace (decision 038); the claim below asks the same of the row.
  const graceStart = new Date(now.getTime() - REUSE_GRACE_MS);
  if (row.rotatedAt && row.rotatedAt < graceStart) return replayed(db, row, now);
  // Conditional update: the token is claimed only while it is unrotated, or rotated within the grace
  // (when it keeps its first rotation's time, so the grace never stretches). Of two requests racing
  // with the same token both get a successor; after the grace, the loser is a replay. The claim and
  // its successor commit together, so a family revocation (possibly in another process) either
  // waits for both or sees both: the successor can never be inserted after the family was revoked
  // and outlive it.
  const next = await db.transaction(async (tx) => {
    // The account row is read under a share lock before the rotation: a password reset (which
    // updates it, then revokes the family) either waits for this rotation and its successor and
    // revokes both, or commits first and this rotation finds its token revoked. The version read
    // here goes into the idToken, so a token minted from it dies with a reset.
    const [account] = await tx
      .select({ tokenVersion: identities.tokenVersion })
      .from(identities)
      .where(eq(identities.id, row.identityId))
      .for('share');
    if (!account) return null;
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(refreshTokens.id, row.id),
          isNull(refreshTokens.revokedAt),
          or(isNull(refreshTokens.rotatedAt), gte(refreshTokens.rotatedAt, graceStart)),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (!claimed.length) return null;
    return {
      issued: await insertToken(tx, row.identityId, row.familyId, row.familyExpiresAt, now),
      tokenVersion: account.tokenVersion,
    };
  });
  if (!next) return replayed(db, row, now);
  return { ok: true, identityId: row.identityId, tokenVersion: next.tokenVersion, next: next.issued };
}

/** A rotated token presented after its grace: it was copied, so its whole family ends. */
async function replayed(db: Db, row: { identityId: string; familyId: string }, now: Date): Promise<RotateResult> {
  await revokeFamily(db, row.familyId, now);
  return { ok: false, reusedBy: { identityId: row.identityId, familyId: row.familyId } };
}

// A revoked session ends its idTokens: the identity caches of every process hear it in the same
// transaction (docs/architecture.md "The identity check from memory").
async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ identityId: refreshTokens.identityId });
    // The device's push subscription made in this session ends with it.
    await endSessionDevices(tx, familyId);
    for (const identityId of new Set(revoked.map((r) => r.identityId))) await identityChanged(tx, identityId);
  });
}

/** Sign-out: ends the session the token belongs to. Unknown tokens are ignored. */
export async function revokeByToken(db: Db, token: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Password reset: every session of the account ends. */
export async function revokeAllForIdentity(db: Db, identityId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.identityId, identityId), isNull(refreshTokens.revokedAt)));
    // Every device's push subscription too: signed out everywhere, the account hears nothing more on any.
    await endAccountDevices(tx, identityId);
    await identityChanged(tx, identityId);
  });
}

/** Drops tokens whose lifetime ended a day ago: they can no longer be used nor replayed. */
export async function pruneExpiredTokens(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.familyExpiresAt, dayAgo), lt(refreshTokens.expiresAt, dayAgo)));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
}

/**
 * The session a refresh token belongs to while it can still be used (not rotated, revoked or
 * expired), read without using it. Sign-in uses it to recognise the account's own browser.
 */
export async function liveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ identityId: string; familyId: string } | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.rotatedAt || row.expiresAt <= now || row.familyExpiresAt <= now) return null;
  return { identityId: row.identityId, familyId: row.familyId };
}
