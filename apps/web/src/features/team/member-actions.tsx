import { useState } from 'react';
import { INVITABLE_ROLES, type InvitableRole, type Member } from '@vendor-portal/contract/team';
import { TEAM } from '@vendor-portal/contract/messages';
import { useAction } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CompactSelect } from '../../components/ui/compact-select.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useChangeMemberRole, useRemoveMember, useResendInvitation } from './api/save-team.ts';

/**
 * The owner's changes to the members, one at a time: the page shows the outcome above the list, where it stays
 * when the member it was about leaves the list.
 */
type TeamChange = { kind: 'role'; member: Member; role: InvitableRole } | { kind: 'remove' | 'resend'; member: Member };

export function useTeamChanges() {
  const change = useChangeMemberRole();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const action = useAction({
    run: async (what: TeamChange) => {
      const { member } = what;
      if (what.kind === 'role') {
        await change.mutateAsync({ id: member.id, role: what.role });
        return TEAM.roleChanged(member.name, TEAM.roleNames[what.role]);
      }
      if (what.kind === 'resend') {
        await resend.mutateAsync(member.id);
        return TEAM.resent(member.email);
      }
      await remove.mutateAsync(member.id);
      return member.status === 'invited' ? TEAM.invitationCancelled(member.name) : TEAM.removed(member.name);
    },
    failure: (err) => TEAM.actionFailed(errorText(err, { fallback: orStatus(TEAM.loadFailed) })),
  });
  return {
    busy: action.busy,
    outcome: action.outcome,
    changeRole: (member: Member, role: InvitableRole) => action.run({ kind: 'role', member, role }),
    remove: (member: Member) => action.run({ kind: 'remove', member }),
    resend: (member: Member) => action.run({ kind: 'resend', member }),
  };
}
export type TeamChanges = ReturnType<typeof useTeamChanges>;

/** A member's role as the owner changes it (the owner's own stays: the server answers 409 owner-fixed). */
export function RoleControl({ member, changes }: { member: Member; changes: TeamChanges }) {
  return (
    <CompactSelect
      label={TEAM.roleLabel(member.name)}
      value={member.role}
      disabled={changes.busy}
      onChange={(e) => void changes.changeRole(member, e.target.value as InvitableRole)}
    >
      {INVITABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {TEAM.roleNames[role]}
        </option>
      ))}
    </CompactSelect>
  );
}

/** Resend or cancel an invitation, or remove a member: a removal is asked first. */
export function MemberActions({ member, changes }: { member: Member; changes: TeamChanges }) {
  const [asking, setAsking] = useState(false);
  const invited = member.status === 'invited';
  // An ended invitation cannot be sent again: the person has an account of its own. It only leaves the list.
  if (member.invitationEnded)
    return (
      <div role="group" aria-label={TEAM.memberActions(member.name)} className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={changes.busy} onClick={() => void changes.remove(member)}>
          {TEAM.removeEnded}
        </Button>
      </div>
    );
  return (
    <div role="group" aria-label={TEAM.memberActions(member.name)} className="flex flex-wrap gap-2">
      {invited ? (
        <Button variant="secondary" disabled={changes.busy} onClick={() => void changes.resend(member)}>
          {TEAM.resend}
        </Button>
      ) : null}
      <Button variant="secondary" disabled={changes.busy} onClick={() => setAsking(true)}>
        {invited ? TEAM.cancelInvitation : TEAM.remove}
      </Button>
      <ConfirmDialog
        open={asking}
        title={invited ? TEAM.cancelInvitationTitle(member.name) : TEAM.removeTitle(member.name)}
        message={invited ? TEAM.cancelInvitationText : TEAM.removeText}
        confirmLabel={invited ? TEAM.cancelInvitation : TEAM.removeConfirm}
        cancelLabel={TEAM.keep}
        onConfirm={() => {
          setAsking(false);
          void changes.remove(member);
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
