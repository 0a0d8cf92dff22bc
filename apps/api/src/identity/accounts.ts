import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities } from '../db/schema.ts';
import type { Role } from '@vendor-portal/contract/ops/staff';
import { AppError, isUniqueViolation } from '../lib/errors.ts';
import { endOpenInvitations } from '../modules/team/end-invitations.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { hitAll, release, type Limit } from './rate-limit.ts';
import { liveSession } from './refresh-tokens.ts';

export interface IdentityRow {
  id: string;
  email: string;
  emailVerified: boolean;
  role?: Role;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates an identity; 409 `email-already-in-use` when the email is taken. Open invitations to the address
 * end with it (docs/architecture.md "A company with a crew": an invitation never stops a person from starting
 * its own company), and their inviters are mailed, in the same transaction.
 */
export async function createIdentity(db: Db, email: string, password: string, now = new Date()): Promise<IdentityRow> {
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(identities)
        .values({ email: normalizeEmail(email), passwordHash })
        .returning({ id: identities.id, email: identities.email, emailVerified: identities.emailVerified });
      await endOpenInvitations(tx, row!.email, now);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('email-already-in-use');
    throw err;
  }
}

export async function findIdentityByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(eq(identities.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** The limits a sign-in is counted against (built from the configuration in routes.ts). */
export interface SignInLimits {
  /** Failures from one IP, whatever the account. */
  ip: Limit;
  /** Failures for this account from this IP: a stranger elsewhere cannot use them up. */
  accountIp: Limit;
  /** Failures for this account from anywhere: a much higher ceiling against distributed guessing. */
  account: Limit;
  /** Failures inside one session (refresh family) of the account's own browser. */
  session: (familyId: string) => Limit;
}

/**
 * POST /auth/sessions: the identity whose password this is; else 401 invalid-credential. Every
 * attempt is counted up front (so parallel guesses cannot slip past the limits) and taken back when
 * it succeeds: only failures use up the allowance. Failures are counted per IP, per account and IP,
 * and per account with a much higher ceiling, so strangers cannot lock the owner out from
 * elsewhere. A browser holding a live refresh token of this account is the owner's: it is counted
 * only against its own session, which nobody else can fill. An unknown email costs one hash
 * verification too and fails the same way as a wrong password: no account enumeration by answer
 * or by timing.
 */
export async function signIn(
  db: Db,
  credentials: { email: string; password: string; refreshToken?: string | null },
  limits: SignInLimits,
): Promise<IdentityRow> {
  const { email, password, refreshToken } = credentials;
  const identity = await findIdentityByEmail(db, email);
  const session = identity && refreshToken ? await liveSession(db, refreshToken) : null;
  const counted =
    session && session.identityId === identity!.id
      ? [limits.session(session.familyId)]
      : [limits.ip, limits.accountIp, limits.account];
  await hitAll(db, counted);
  const valid = identity
    ? await verifyPassword(identity.passwordHash, password)
    : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
  if (!identity || !valid) throw new AppError('invalid-credential');
  await Promise.all(counted.map((limit) => release(db, limit)));
  return identity;
}
