import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSettings } from '@vendor-portal/contract/team';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Money that is fair": GET / PATCH /api/team/settings {crewSeesPay} (the owner's).
const teamSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['teamSettings'],
    queryFn: () => call(paths.getTeamSettings),
  });

export const useTeamSettings = () => useSignedInQuery(teamSettingsQueryOptions());

export function useUpdateTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamSettings) => call(paths.patchTeamSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(teamSettingsQueryOptions().queryKey, data),
  });
}
