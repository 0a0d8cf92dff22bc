import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identities } from '../db/schema.ts';
import { AppError, isUniqueViolation } from '../lib/errors.ts';
import { hashPassword } from './passwords.ts';

export interface IdentityRow {
  id: string;
  email: string;
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
      .returning({ id: identities.id, email: identities.email });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('email-already-in-use');
    throw err;
  }
}

export async function findIdentityByEmail(db: Db, email: string) {
  const [row] = await db.select().from(identities).where(eq(identities.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}
