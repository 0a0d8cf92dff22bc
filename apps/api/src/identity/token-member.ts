import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { vendorMembers } from '../db/schema.ts';
import type { TokenMember } from './tokens.ts';

/**
 * The company and role an idToken names (claims `vendorId`, `memberRole`: docs/architecture.md "A company
 * with a crew"), read when the token is signed; null before onboarding. The portal shows its menu by them;
 * every request is still decided by the database (plugins/app/auth.ts requireMember).
 */
export async function tokenMember(db: Db, identityId: string): Promise<TokenMember | null> {
  const [row] = await db
    .select({ vendorId: vendorMembers.vendorId, role: vendorMembers.role })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.identityId, identityId), eq(vendorMembers.status, 'active')))
    .limit(1);
  return row ?? null;
}
