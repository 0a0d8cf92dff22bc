import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { routes } from '@vendor-portal/contract/routes/index';
import type { TeamSettings } from '@vendor-portal/contract/team';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// shared/ARCHITECTURE.md "Money that is fair": GET / PATCH /api/team/settings {crewSeesPay} (the owner's).
// The plain client typed by the entries (`import type`): importing an entry would bring zod and every schema into
// the page's chunk (decision 016, "What the web imports").

export const teamSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['teamSettings'],
    queryFn: () => api.get<AnswerOf<typeof routes.getTeamSettings>>('/team/settings'),
  });

export const useTeamSettings = () => useSignedInQuery(teamSettingsQueryOptions());

export function useUpdateTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamSettings) => api.patch<AnswerOf<typeof routes.patchTeamSettings>>('/team/settings', body),
    onSuccess: (data) => queryClient.setQueryData(teamSettingsQueryOptions().queryKey, data),
  });
}
