import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { TEAM_MAIL } from '@vendor-portal/contract/messages';
import { may } from '@vendor-portal/contract/team';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { Db, Tx } from '../../db/client.ts';
import { identities, vendorMembers } from '../../db/schema.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { recordAudit } from '../ops/audit.ts';

// docs/architecture.md "A company with a crew" (fourth round): an open invitation never stops a person from
// starting its own company. When an address makes an account of its own (signs up, joins one company, or
// becomes an account's address), every other company's open invitation to it ends: its link stops, the team
// list says so, and its inviter is mailed. The mail names the address only, never which company it went to.

/** Ends the open invitations to `email` (but `keep`, the one being accepted), in the caller's transaction. */
export async function endOpenInvitations(tx: Db | Tx, email: string, now: Date, keep?: number): Promise<number> {
  const ended = await tx
    .update(vendorMembers)
    .set({ endedAt: now })
    .where(
      and(
        eq(vendorMembers.email, email),
        eq(vendorMembers.status, 'invited'),
        isNull(vendorMembers.endedAt),
        keep === undefined ? undefined : ne(vendorMembers.id, keep),
      ),
    )
    .returning({
      id: vendorMembers.id,
      vendorId: vendorMembers.vendorId,
      name: vendorMembers.name,
      invitedBy: vendorMembers.invitedBy,
    });
  if (ended.length === 0) return 0;
  // Each inviter, or the company's owner when the inviter has left since.
  const inviters = await tx
    .select({
      id: vendorMembers.id,
      vendorId: vendorMembers.vendorId,
      role: vendorMembers.role,
      email: identities.email,
      language: vendorMembers.language,
    })
    .from(vendorMembers)
    .innerJoin(identities, eq(identities.id, vendorMembers.identityId))
    .where(
      and(
        eq(vendorMembers.status, 'active'),
        inArray(
          vendorMembers.vendorId,
          ended.map((e) => e.vendorId),
        ),
        or(
          eq(vendorMembers.role, 'owner'),
          inArray(
            vendorMembers.id,
            ended.flatMap((e) => (e.invitedBy === null ? [] : [e.invitedBy])),
          ),
        ),
      ),
    );
  const mails = ended.flatMap((invitation) => {
    const inviter =
      inviters.find((m) => m.id === invitation.invitedBy && m.vendorId === invitation.vendorId) ??
      inviters.find((m) => m.vendorId === invitation.vendorId && may(m.role, 'changeTeam'));
    return inviter
      ? [
          {
            idempotencyKey: `invitation-ended:${invitation.id}`,
            to: inviter.email,
            // In the inviter's language (issue 46).
            ...inLanguage(inviter.language, () => TEAM_MAIL.invitationEnded(invitation.name, email)),
          },
        ]
      : [];
  });
  await queueMail(tx, mails, now);
  for (const invitation of ended)
    await recordAudit(tx, {
      actor: email,
      action: 'team.invitation-ended',
      target: `vendor:${invitation.vendorId}`,
      after: { memberId: invitation.id, email, reason: 'own-account' },
    });
  return ended.length;
}
