import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole, InviteMemberBody, Member } from '@vendor-portal/contract/team';
import { api } from '../../../lib/api/api-client.ts';
import { teamQueryOptions } from '../../../lib/api/get-team.ts';

// The owner's changes to the team (docs/architecture.md "A company with a crew"): invite (POST /api/team), change a
// role (PATCH /api/team/{id}), remove a member or cancel an invitation (DELETE /api/team/{id}), and resend an
// invitation (POST /api/team/{id}/invitation). Each reloads the team.

export const inviteMember = (body: InviteMemberBody) => api.post<Member>('/team', body, { idempotent: true });
export const changeMemberRole = ({ id, role }: { id: number; role: InvitableRole }) =>
  api.patch<Member>(`/team/${id}`, { role });
export const removeMember = (id: number) => api.delete<void>(`/team/${id}`);
export const resendInvitation = (id: number) => api.post<void>(`/team/${id}/invitation`);

function useTeamChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}

export const useInviteMember = () => useTeamChange(inviteMember);
export const useChangeMemberRole = () => useTeamChange(changeMemberRole);
export const useRemoveMember = () => useTeamChange(removeMember);
export const useResendInvitation = () => useTeamChange(resendInvitation);
