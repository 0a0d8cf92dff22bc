import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@vendor-portal/contract/push';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { deletePushSubscription, type PushScope } from '../../../lib/api/delete-push-subscription.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": GET /push/key, and the member's own devices
// (GET / POST / DELETE /push/subscriptions); a member of the provider's staff, the same under /ops/push.

export const fetchPushKey = (scope: PushScope = 'member') =>
  scope === 'staff' ? call(paths.getOpsPushKey) : call(paths.getPushKey);
const fetchPushSubscriptions = (scope: PushScope) =>
  scope === 'staff' ? call(paths.getOpsPushSubscriptions) : call(paths.getPushSubscriptions);
const createPushSubscription = (body: PushSubscriptionBody, scope: PushScope) =>
  scope === 'staff' ? call(paths.postOpsPushSubscriptions, { body }) : call(paths.postPushSubscriptions, { body });

export const pushSubscriptionsQueryOptions = (scope: PushScope = 'member') =>
  queryOptions({ queryKey: ['pushSubscriptions', scope], queryFn: () => fetchPushSubscriptions(scope) });

export const usePushSubscriptions = (scope: PushScope = 'member') =>
  useSignedInQuery(pushSubscriptionsQueryOptions(scope));

function useDevicesMutation<A, T>(scope: PushScope, mutationFn: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryOptions(scope).queryKey }),
  });
}

export const useCreatePushSubscription = (scope: PushScope = 'member') =>
  useDevicesMutation(scope, (body: PushSubscriptionBody) => createPushSubscription(body, scope));
export const useDeletePushSubscription = (scope: PushScope = 'member') =>
  useDevicesMutation(scope, (id: number) => deletePushSubscription(id, scope));
