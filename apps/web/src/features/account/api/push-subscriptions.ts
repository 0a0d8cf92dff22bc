import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@vendor-portal/contract/push';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": GET /push/key, and the member's own devices
// (GET / POST / DELETE /push/subscriptions).

export const fetchPushKey = () => call(paths.getPushKey);

export const pushSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: ['pushSubscriptions'], queryFn: () => call(paths.getPushSubscriptions) });

export const usePushSubscriptions = () => useSignedInQuery(pushSubscriptionsQueryOptions());

function useDevicesMutation<A, T>(mutationFn: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryOptions().queryKey }),
  });
}

export const useCreatePushSubscription = () =>
  useDevicesMutation((body: PushSubscriptionBody) => call(paths.postPushSubscriptions, { body }));
export const useDeletePushSubscription = () =>
  useDevicesMutation((id: number) => call(paths.deletePushSubscriptionsById, { params: { id } }));
