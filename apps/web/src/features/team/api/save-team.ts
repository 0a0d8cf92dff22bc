import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole, InviteMemberBody } from '@vendor-portal/contract/team';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { changeMember, teamQueryOptions } from '../../../lib/api/get-team.ts';

// The owner's changes to the team (docs/architecture.md "A company with a crew"): invite (POST /api/team), change a
// role (PATCH /api/team/{id}), remove a member or cancel an invitation (DELETE /api/team/{id}), and resend an
// invitation (POST /api/team/{id}/invitation). Each reloads the team.

function useTeamChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}

export const useInviteMember = () => useTeamChange((body: InviteMemberBody) => call(paths.postTeam, { body }));
export const useChangeMemberRole = () =>
  useTeamChange(({ id, role }: { id: number; role: InvitableRole }) => changeMember(id, { role }));
export const useRemoveMember = () => useTeamChange((id: number) => call(paths.deleteTeamById, { params: { id } }));
export const useResendInvitation = () =>
  useTeamChange((id: number) => call(paths.postTeamByIdInvitation, { params: { id } }));
