import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreateBody, WebhookPatchBody } from '@vendor-portal/contract/webhooks';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": the owner's webhooks and
// each one's last deliveries.
export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getWebhooks), queryFn: () => call(paths.getWebhooks) });

export const deliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKey(paths.getWebhooksByIdDeliveries, { params: { id } }),
    queryFn: () => call(paths.getWebhooksByIdDeliveries, { params: { id } }),
    // The log fills as the queue sends: read again while the page is open.
    refetchInterval: 5_000,
  });

export const useWebhooks = () => useSignedInQuery(webhooksQueryOptions());
export const useDeliveries = (id: number) => useSignedInQuery(deliveriesQueryOptions(id));

export function useWebhookChanges() {
  const queryClient = useQueryClient();
  // The list and every log (each webhook's deliveries) are read again after any change.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey(paths.getWebhooks) }),
      queryClient.invalidateQueries({ queryKey: queryKey(paths.getWebhooksByIdDeliveries) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: WebhookCreateBody) => call(paths.postWebhooks, { body }),
      onSuccess: refresh,
    }),
    patch: useMutation({
      mutationFn: ({ id, body }: { id: number; body: WebhookPatchBody }) =>
        call(paths.patchWebhooksById, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(paths.deleteWebhooksById, { params: { id } }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (id: number) => call(paths.postWebhooksByIdTest, { params: { id } }),
      onSuccess: refresh,
    }),
    retry: useMutation({
      mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
        call(paths.postWebhooksByIdDeliveriesByDeliveryIdRetry, { params: { id, deliveryId } }),
      onSuccess: refresh,
    }),
  };
}
