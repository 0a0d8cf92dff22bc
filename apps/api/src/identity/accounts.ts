import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities } from '../db/schema.ts';
import { AppError, isUniqueViolation } from '../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { hitAll, release, type Limit } from './rate-limit.ts';

export interface IdentityRow {
  id: string;
  email: string;
  emailVerified: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates an identity; 409 `email-already-in-use` when the email is taken. */
export async function createIdentity(db: Db, email: string, password: string): Promise<IdentityRow> {
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await db
      .insert(identities)
      .values({ email: normalizeEmail(email), passwordHash })
      .returning({ id: identities.id, email: identities.email, emailVerified: identities.emailVerified });
    return row!;
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

/**
 * POST /auth/sessions: the identity whose password this is; else 401 invalid-credential. Every
 * attempt is counted against `limits` up front (so parallel guesses cannot slip past them) and
 * taken back when it succeeds: only failures use up the allowance. An unknown email costs one hash
 * verification too and fails the same way as a wrong password: no account enumeration by answer
 * or by timing.
 */
export async function signIn(db: Db, email: string, password: string, limits: Limit[]): Promise<IdentityRow> {
  await hitAll(db, limits);
  const identity = await findIdentityByEmail(db, email);
  const valid = identity
    ? await verifyPassword(identity.passwordHash, password)
    : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
  if (!identity || !valid) throw new AppError('invalid-credential');
  await Promise.all(limits.map((limit) => release(db, limit)));
  return identity;
}
