import { and, eq, gt, isNull } from 'drizzle-orm';
import { isCrewRole, type InvitableRole } from '@vendor-portal/contract/team';
import type { Db } from '../db/client.ts';
import { identities, passwordResetTokens, vendorMembers, vendors } from '../db/schema.ts';
import { hashToken } from '../lib/opaque-tokens.ts';
import { AppError, isUniqueViolation } from '../lib/errors.ts';
import { identityChanged, vendorChanged } from '../lib/event-bus.ts';
import { recordAudit } from '../modules/ops/audit.ts';
import { endOpenInvitations } from '../modules/team/end-invitations.ts';
import type { IdentityRow } from './accounts.ts';
import { consumeInvitationToken } from './one-time-links.ts';
import { hashPassword } from './passwords.ts';

// docs/architecture.md "A company with a crew": POST /auth/invitations/confirm. The invitation's link makes the
// account with the password the person chose, its email verified (the link came to it), and the member active;
// the route then opens a session as sign-in does.

/** The new account; 400 invalid-invitation-token when the link is unknown, used, expired or cancelled. */
export async function confirmInvitation(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<IdentityRow> {
  const passwordHash = await hashPassword(password);
  return db
    .transaction(async (tx) => {
      const memberId = await consumeInvitationToken(tx, token, now);
      const [member] = memberId
        ? await tx
            .select({ vendorId: vendorMembers.vendorId, email: vendorMembers.email })
            .from(vendorMembers)
            .where(
              and(eq(vendorMembers.id, memberId), eq(vendorMembers.status, 'invited'), isNull(vendorMembers.endedAt)),
            )
        : [];
      if (!member) throw new AppError('invalid-invitation-token');
      const [identity] = await tx
        .insert(identities)
        .values({ email: member.email, passwordHash, emailVerified: true })
        .returning({ id: identities.id, email: identities.email, emailVerified: identities.emailVerified });
      await tx
        .update(vendorMembers)
        .set({ identityId: identity!.id, status: 'active' })
        .where(eq(vendorMembers.id, memberId!));
      // The person has an account now: another company's open invitation to it ends (its inviter is told).
      await endOpenInvitations(tx, member.email, now, memberId!);
      await identityChanged(tx, identity!.id);
      await recordAudit(tx, {
        actor: member.email,
        action: 'team.member-joined',
        target: `vendor:${member.vendorId}`,
        after: { memberId, email: member.email },
      });
      // The company's open pages list the new member at once (the assignee picker; issue 38 item 11).
      await vendorChanged(tx, member.vendorId, 'team');
      return identity!;
    })
    .catch((err: unknown) => {
      // The address signed up on its own since the invitation: it has an account (and the link stays unused).
      if (isUniqueViolation(err)) throw new AppError('email-in-use');
      throw err;
    });
}

/**
 * POST /auth/invitations/lookup: what the /join page names (issue 38 item 15), for a link that would work now.
 * Only what its holder was mailed or is about to be (the company, its own name, address and role); any other
 * token, used, expired, cancelled or ended, is 400 invalid-invitation-token, as the confirm answers.
 */
export async function lookUpInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ company: string; name: string; email: string; role: InvitableRole }> {
  const [row] = await db
    .select({
      company: vendors.title,
      name: vendorMembers.name,
      email: vendorMembers.email,
      role: vendorMembers.role,
    })
    .from(passwordResetTokens)
    .innerJoin(vendorMembers, eq(vendorMembers.id, passwordResetTokens.memberId))
    .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.purpose, 'invitation'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(vendorMembers.status, 'invited'),
        isNull(vendorMembers.endedAt),
      ),
    )
    .limit(1);
  if (!row || !isCrewRole(row.role)) throw new AppError('invalid-invitation-token');
  return { ...row, role: row.role };
}
