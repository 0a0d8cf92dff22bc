import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsPatch } from '@vendor-portal/contract/live';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET / PATCH /notificationSettings (docs/architecture.md "Live events and alerts"): the answer of
// a change is the new settings, which replace the cached ones.

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getNotificationSettings),
    queryFn: () => call(paths.getNotificationSettings),
  });

export const useNotificationSettings = () => useSignedInQuery(notificationSettingsQueryOptions());

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationSettingsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (body: NotificationSettingsPatch) => call(paths.patchNotificationSettings, { body }),
    // The box shows the choice at once; a failure puts the previous settings back. A read still on its way is
    // cancelled first: its older answer would otherwise put the previous choice back under the finger.
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...patch });
      return { previous };
    },
    onError: (_err, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
