import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Member } from '@vendor-portal/contract/team';
import { api, unwrapList } from './api-client.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';

// GET /api/team (owner, office; docs/architecture.md "A company with a crew"): the company's members. Shared: the
// team page lists them, the appointments' assignee picker offers the active ones.

export async function fetchTeam(): Promise<Member[]> {
  return unwrapList<Member>(await api.get('/team')) ?? [];
}

export const teamQueryOptions = () => queryOptions({ queryKey: ['team'], queryFn: fetchTeam });

export const useTeam = (enabled = true) => useSignedInQuery(teamQueryOptions(), enabled);

/** Reads it again: the crew changed elsewhere (live event `vendor` team). */
export const refreshTeam = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
