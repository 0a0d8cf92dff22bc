import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isCrewRole, type InvitableRole, type InviteMemberBody, type Member } from '@vendor-portal/contract/team';
import type { Db, Tx } from '../../db/client.ts';
import { identities, vendorMembers } from '../../db/schema.ts';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { identityChanged, vendorChanged } from '../../lib/event-bus.ts';
import { normalizeEmail } from '../../identity/accounts.ts';
import { createInvitationToken } from '../../identity/one-time-links.ts';
import { hit, limitOf, type Limit } from '../../identity/rate-limit.ts';
import { revokeAllForIdentity } from '../../identity/refresh-tokens.ts';
import { recordAudit } from '../ops/audit.ts';
import { takesJobsOf } from '../availability/busy.ts';

// docs/architecture.md "A company with a crew": the owner invites, resends, cancels, changes roles and
// removes; every query is keyed by the caller's company, so another company's member is 404. Each change
// is audited with the acting member, in the change's transaction.

/** Who acts: the signed-in member (requireMember) and its address, as the audit log names it. */
export interface TeamActor {
  vendorId: number;
  memberId: number;
  email: string;
}

/** Invitations sent (and resent) per company: a company cannot be used to mail strangers in bulk. */
const invitationLimit = (vendorId: number): Limit => limitOf('team-invitation', 'company', String(vendorId));

const memberColumns = {
  id: vendorMembers.id,
  email: vendorMembers.email,
  name: vendorMembers.name,
  role: vendorMembers.role,
  status: vendorMembers.status,
  invitationEnded: sql<boolean>`${vendorMembers.endedAt} is not null`.mapWith(Boolean),
  takesJobs: sql<boolean>`${takesJobsOf('vendor_members')}`.mapWith(Boolean),
  // Issue 46: an owner sees each member's language on Team.
  language: vendorMembers.language,
};

/** GET /api/team: the owner first, then by arrival. */
export async function listTeam(db: Db, vendorId: number): Promise<Member[]> {
  return db
    .select(memberColumns)
    .from(vendorMembers)
    .where(eq(vendorMembers.vendorId, vendorId))
    .orderBy(desc(sql`${vendorMembers.role} = 'owner'`), asc(vendorMembers.id));
}

/** What a new link needs to be mailed: the token (never stored) and the words' parts. */
export interface InvitationToMail {
  member: Member;
  company: string;
  token: string;
}

async function companyTitle(tx: Db | Tx, vendorId: number): Promise<string> {
  const row = await tx.query.vendors.findFirst({ columns: { title: true }, where: (v, { eq }) => eq(v.id, vendorId) });
  return row?.title ?? '';
}

/**
 * POST /api/team: an invited member and its link; 409 email-in-use when the address has an account or this
 * company already invited it. Another company's open invitation neither blocks nor shows.
 */
export async function inviteMember(
  db: Db,
  actor: TeamActor,
  body: InviteMemberBody,
  now = new Date(),
): Promise<InvitationToMail> {
  await hit(db, invitationLimit(actor.vendorId), now);
  const email = normalizeEmail(body.email);
  return db
    .transaction(async (tx) => {
      const [account] = await tx.select({ id: identities.id }).from(identities).where(eq(identities.email, email));
      if (account) throw new AppError('email-in-use');
      // The unique index on the company and address answers this company's own open invitation (below);
      // another company's is never seen here (docs/architecture.md "A company with a crew").
      const [member] = await tx
        .insert(vendorMembers)
        .values({ vendorId: actor.vendorId, email, name: body.name, role: body.role, invitedBy: actor.memberId })
        .returning(memberColumns);
      const token = await createInvitationToken(tx, member!.id, now);
      await recordAudit(tx, {
        actor: actor.email,
        action: 'team.invitation-sent',
        target: `vendor:${actor.vendorId}`,
        after: member,
      });
      // Every open page of the crew (Team, the assignee picker) re-reads it (issue 38 item 11).
      await vendorChanged(tx, actor.vendorId, 'team');
      return { member: member!, company: await companyTitle(tx, actor.vendorId), token };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('email-in-use');
      throw err;
    });
}

/** The caller's company's member `id`, locked for the change; 404 for any other. */
async function memberOfCompany(tx: Tx, vendorId: number, id: number) {
  const [row] = await tx
    .select({ ...memberColumns, identityId: vendorMembers.identityId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.id, id), eq(vendorMembers.vendorId, vendorId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** POST /api/team/{id}/invitation: a new link for an open invitation; the earlier one stops. */
export async function resendInvitation(
  db: Db,
  actor: TeamActor,
  id: number,
  now = new Date(),
): Promise<InvitationToMail> {
  await hit(db, invitationLimit(actor.vendorId), now);
  return db.transaction(async (tx) => {
    const { identityId: _identityId, ...member } = await memberOfCompany(tx, actor.vendorId, id);
    // An active member has joined: there is no invitation to send again.
    if (member.status !== 'invited') throw new AppError('conflict');
    // Its address made an account of its own: the invitation has ended for good.
    if (member.invitationEnded) throw new AppError('email-in-use');
    const token = await createInvitationToken(tx, id, now);
    await recordAudit(tx, {
      actor: actor.email,
      action: 'team.invitation-resent',
      target: `vendor:${actor.vendorId}`,
      after: member,
    });
    // Every open page of the crew (Team, the assignee picker) re-reads it (issue 38 item 11).
    await vendorChanged(tx, actor.vendorId, 'team');
    return { member, company: await companyTitle(tx, actor.vendorId), token };
  });
}

/**
 * DELETE /api/team/{id}: cancels an invitation (its link goes with the row) or removes a member. A removed
 * member's every idToken (a new token version) and refresh token end, on every process (identity.changed), as
 * a password reset does; its account stays, with no company.
 */
export async function removeMember(db: Db, actor: TeamActor, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { identityId, ...member } = await memberOfCompany(tx, actor.vendorId, id);
    if (!isCrewRole(member.role)) throw new AppError('owner-fixed');
    await tx.delete(vendorMembers).where(eq(vendorMembers.id, id));
    if (identityId) {
      await tx
        .update(identities)
        .set({ tokenVersion: sql`${identities.tokenVersion} + 1` })
        .where(eq(identities.id, identityId));
      await revokeAllForIdentity(tx, identityId, now);
    }
    await recordAudit(tx, {
      actor: actor.email,
      action: member.status === 'invited' ? 'team.invitation-cancelled' : 'team.member-removed',
      target: `vendor:${actor.vendorId}`,
      before: member,
    });
    // Every open page of the crew (Team, the assignee picker) re-reads it (issue 38 item 11).
    await vendorChanged(tx, actor.vendorId, 'team');
  });
}

/** PATCH /api/team/{id}: the new role is read from the database on the member's next request (the cache drops it). */
export async function changeRole(db: Db, actor: TeamActor, id: number, role: InvitableRole): Promise<Member> {
  return db.transaction(async (tx) => {
    const { identityId, ...member } = await memberOfCompany(tx, actor.vendorId, id);
    if (!isCrewRole(member.role)) throw new AppError('owner-fixed');
    const changed = { ...member, role };
    if (member.role === role) return changed;
    await tx.update(vendorMembers).set({ role }).where(eq(vendorMembers.id, id));
    if (identityId) await identityChanged(tx, identityId);
    await recordAudit(tx, {
      actor: actor.email,
      action: 'team.role-changed',
      target: `vendor:${actor.vendorId}`,
      before: member,
      after: changed,
    });
    // Every open page of the crew (Team, the assignee picker) re-reads it (issue 38 item 11).
    await vendorChanged(tx, actor.vendorId, 'team');
    return changed;
  });
}

/**
 * PATCH /api/team/{id} `{takesJobs}` (docs/architecture.md "Availability and dispatch"): whether the member is
 * given jobs, the owner's included (a one-person company's owner takes its own jobs).
 */
export async function setTakesJobs(db: Db, actor: TeamActor, id: number, takesJobs: boolean): Promise<Member> {
  return db.transaction(async (tx) => {
    const { identityId: _identityId, ...member } = await memberOfCompany(tx, actor.vendorId, id);
    await tx.update(vendorMembers).set({ takesJobs }).where(eq(vendorMembers.id, id));
    const changed = { ...member, takesJobs };
    await recordAudit(tx, {
      actor: actor.email,
      action: 'team.takes-jobs-changed',
      target: `vendor:${actor.vendorId}`,
      before: member,
      after: changed,
    });
    await vendorChanged(tx, actor.vendorId, 'team');
    return changed;
  });
}
