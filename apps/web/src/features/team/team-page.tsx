import type { Member } from '@vendor-portal/contract/team';
import { isCrewRole } from '@vendor-portal/contract/team-roles';
import { GENERAL, TEAM } from '@vendor-portal/contract/messages';
import { LANGUAGE_NAMES } from '../../lib/i18n/language-names.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePhoneWidth } from '../../components/day/use-phone-width.ts';
import { useTeam } from '../../lib/api/get-team.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { InviteForm } from './invite-form.tsx';
import { CrewPayCard } from './crew-pay-card.tsx';
import { MemberActions, RoleControl, useTeamChanges, type TeamChanges } from './member-actions.tsx';
import { FormOutcome } from '../../components/form.tsx';
import { MemberAvailability } from './member-availability.tsx';

// /team (owner, office; docs/features.md "A company with a crew"): the members with role and status. The owner
// invites, changes roles, removes and resends or cancels invitations; the office reads. A list of cards on a
// phone, a table from md up.

export function TeamPage() {
  const team = useTeam();
  const owner = useMay('changeTeam');
  const teamChanges = useTeamChanges();
  const changes = owner ? teamChanges : null;
  const phone = usePhoneWidth();
  const members = team.data ?? [];
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <PageHeader title={TEAM.pageTitle} />
        <p className="-mt-2 text-gray-700 sm:-mt-4">{TEAM.pageIntro}</p>
      </div>
      {owner ? <InviteForm /> : <Alert tone="info">{TEAM.readOnlyNote}</Alert>}
      {/* Who sees pay is the owner's choice (the office reads the team, not this). */}
      {owner ? <CrewPayCard /> : null}
      {team.isPending ? (
        <LoadingState text={TEAM.loading} />
      ) : team.error ? (
        <Alert>{errorText(team.error, { fallback: orStatus(TEAM.loadFailed) })}</Alert>
      ) : (
        <>
          <FormOutcome outcome={teamChanges.outcome} />
          <MemberList members={members} changes={changes} phone={phone} />
          <MemberAvailability members={members} owner={owner} />
          {/* The owner alone: who to invite. */}
          {members.length <= 1 ? <EmptyState title={TEAM.empty} hint={TEAM.emptyHint} /> : null}
        </>
      )}
    </div>
  );
}

// An invitation whose address made an account of its own has ended: said here, where the inviter looks.
const statusBadge = (member: Member) =>
  member.invitationEnded ? (
    <span className="flex flex-col gap-1">
      <Badge tone="neutral">{TEAM.statusEnded}</Badge>
      <span className="text-xs text-gray-700">{TEAM.endedHint}</span>
    </span>
  ) : (
    <Badge tone={member.status === 'active' ? 'success' : 'warning'}>{TEAM.statusNames[member.status]}</Badge>
  );

/** Issue 46: the language the member reads the portal in (its pages, mails and pushes). */
const memberLanguage = (member: Member) =>
  member.language ? (
    <p className="text-xs text-gray-600">
      {GENERAL.languageLabel}: <span lang={member.language}>{LANGUAGE_NAMES[member.language]}</span>
    </p>
  ) : null;

/** The role: the owner changes anyone's but its own; everyone else reads it. */
const role = (member: Member, changes: TeamChanges | null) =>
  changes && isCrewRole(member.role) ? <RoleControl member={member} changes={changes} /> : TEAM.roleNames[member.role];

const actions = (member: Member, changes: TeamChanges | null) =>
  changes && isCrewRole(member.role) ? <MemberActions member={member} changes={changes} /> : null;

function MemberList({
  members,
  changes,
  phone,
}: {
  members: Member[];
  /** The owner's changes; null for a member who reads the team. */
  changes: TeamChanges | null;
  phone: boolean;
}) {
  if (phone) {
    return (
      <ul aria-label={TEAM.pageTitle} className="flex flex-col gap-3">
        {members.map((member) => (
          <li key={member.id}>
            <Card className="flex flex-col gap-2 px-4 py-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{member.name}</p>
                  <p className="break-all text-sm text-gray-700">{member.email}</p>
                  {memberLanguage(member)}
                </div>
                {statusBadge(member)}
              </div>
              <div className="text-sm text-gray-800">{role(member, changes)}</div>
              {actions(member, changes)}
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{TEAM.pageTitle}</caption>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {TEAM.columnName}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {TEAM.columnEmail}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {TEAM.columnRole}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {TEAM.columnStatus}
            </th>
            {changes ? (
              <th scope="col" className="px-4 py-3 font-medium">
                {TEAM.columnActions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {members.map((member) => (
            <tr key={member.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                {member.name}
              </th>
              <td className="break-all px-4 py-3 text-gray-700">
                {member.email}
                {memberLanguage(member)}
              </td>
              <td className="px-4 py-3 text-gray-800">{role(member, changes)}</td>
              <td className="px-4 py-3">{statusBadge(member)}</td>
              {changes ? <td className="px-4 py-3">{actions(member, changes)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
