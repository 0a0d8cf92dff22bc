import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsPatch } from '@vendor-portal/contract/live';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET / PATCH /notificationSettings (docs/architecture.md "Live events and alerts"): the answer of
// a change is the new settings, which replace the cached ones.

export const fetchNotificationSettings = () => api.get<NotificationSettings>('/notificationSettings');

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['notificationSettings'], queryFn: fetchNotificationSettings });

export const useNotificationSettings = () => useSignedInQuery(notificationSettingsQueryOptions());

export const patchNotificationSettings = (body: NotificationSettingsPatch) =>
  api.patch<NotificationSettings>('/notificationSettings', body);

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationSettingsQueryOptions().queryKey;
  return useMutation({
    mutationFn: patchNotificationSettings,
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
