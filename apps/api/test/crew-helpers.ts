import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { MemberRole } from '@vendor-portal/contract/team';
import { createIdentity } from '../src/identity/accounts.ts';
import { tokenMember } from '../src/identity/token-member.ts';
import { vendorMembers } from '../src/db/schema.ts';
import { uniqueEmail, type TestVendor } from './helpers.ts';

export interface TestMember {
  identityId: string;
  memberId: number;
  email: string;
  password: string;
  role: MemberRole;
  headers: { authorization: string };
}

/** An active member of `vendor`'s company with `role`, signed in (as if it had joined by its invitation). */
export async function createTestMember(
  app: FastifyInstance,
  vendor: Pick<TestVendor, 'vendorId'>,
  role: Exclude<MemberRole, 'owner'>,
  name = role === 'office' ? 'Olive Office' : 'Theo Tech',
): Promise<TestMember> {
  const email = uniqueEmail(role);
  const password = 'password-123';
  const identity = await createIdentity(app.db, email, password);
  const [member] = await app.db
    .insert(vendorMembers)
    .values({ vendorId: vendor.vendorId, identityId: identity.id, email, name, role, status: 'active' })
    .returning({ id: vendorMembers.id });
  const { idToken } = await app.tokens.sign({ ...identity, member: await tokenMember(app.db, identity.id) });
  return {
    identityId: identity.id,
    memberId: member!.id,
    email,
    password,
    role,
    headers: { authorization: `Bearer ${idToken}` },
  };
}

/** The member id of `vendorId`'s owner (the row the vendor's trigger made). */
export async function ownerMemberId(app: FastifyInstance, vendorId: number): Promise<number> {
  const [row] = await app.db
    .select({ id: vendorMembers.id })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.role, 'owner')));
  return row!.id;
}
