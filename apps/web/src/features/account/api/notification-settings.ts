import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsPatch } from '@vendor-portal/contract/live';
import { api } from '../../../lib/api-client.ts';
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
  return useMutation({
    mutationFn: patchNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}
