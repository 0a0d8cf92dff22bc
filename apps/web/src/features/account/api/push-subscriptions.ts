import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKey, PushSubscriptionBody, PushSubscriptionItem } from '@vendor-portal/contract/push';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { deletePushSubscription } from '../../../lib/api/delete-push-subscription.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": GET /push/key, and the member's own devices
// (GET / POST / DELETE /push/subscriptions).

export const fetchPushKey = () => api.get<PushKey>('/push/key');
export const fetchPushSubscriptions = () => api.get<{ data: PushSubscriptionItem[] }>('/push/subscriptions');
export const createPushSubscription = (body: PushSubscriptionBody) =>
  api.post<{ id: number }>('/push/subscriptions', body);

export const pushSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: ['pushSubscriptions'], queryFn: fetchPushSubscriptions });

export const usePushSubscriptions = () => useSignedInQuery(pushSubscriptionsQueryOptions());

function useDevicesMutation<A, T>(mutationFn: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryOptions().queryKey }),
  });
}

export const useCreatePushSubscription = () => useDevicesMutation(createPushSubscription);
export const useDeletePushSubscription = () => useDevicesMutation(deletePushSubscription);
