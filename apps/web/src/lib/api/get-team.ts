import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Member } from '@vendor-portal/contract/team';
import { isCrewRole } from '@vendor-portal/contract/team-roles';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from './api-client.ts';
import { call, type Body } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// GET /api/team (owner, office; docs/architecture.md "A company with a crew"): the company's members. Shared: the
// team page lists them, the appointments' assignee picker offers the active ones.

async function fetchTeam(): Promise<Member[]> {
  return unwrapList<Member>(await call(paths.getTeam)) ?? [];
}

export const teamQueryOptions = () => queryOptions({ queryKey: queryKey(paths.getTeam), queryFn: fetchTeam });

export const useTeam = (enabled = true) => useSignedInQuery(teamQueryOptions(), enabled);

/**
 * PATCH /api/team/{id}: the one call that changes a member, its role (the team page) or whether it takes jobs
 * (time off's useSetTakesJobs).
 */
export const changeMember = (id: number, body: Body<typeof paths.patchTeamById>) =>
  call(paths.patchTeamById, { params: { id }, body });

/** Reads it again: the crew changed elsewhere (live event `vendor` team). */
export const refreshTeam = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });

/**
 * Whether jobs are given to people in this company, for a member who may assign (`assigns`): some active member
 * besides the owner. A one-person company has nobody to give a job to, so it sees no "Unassigned" and no "Only
 * unassigned jobs" (issue 38 item 15). Until the team is read, yes: the pickers keep their place.
 */
export function useHasCrew(assigns: boolean): boolean {
  const team = useTeam(assigns);
  if (!assigns) return false;
  return team.data ? team.data.some((m) => m.status === 'active' && isCrewRole(m.role)) : true;
}
