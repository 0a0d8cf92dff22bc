import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@vendor-portal/contract/push';
import { pushRoutes } from '@vendor-portal/contract/routes/push';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { deletePushSubscription } from '../../../lib/api/delete-push-subscription.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": GET /push/key, and the member's own devices
// (GET / POST / DELETE /push/subscriptions).

export const fetchPushKey = () => call(pushRoutes.getPushKey);
export const fetchPushSubscriptions = () => call(pushRoutes.getPushSubscriptions);
export const createPushSubscription = (body: PushSubscriptionBody) => call(pushRoutes.postPushSubscriptions, { body });

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
