import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreateBody, WebhookPatchBody } from '@vendor-portal/contract/webhooks';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": the owner's webhooks and
// each one's last deliveries.
export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: ['webhooks'], queryFn: () => call(paths.getWebhooks) });

export const deliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['webhooks', id, 'deliveries'],
    queryFn: () => call(paths.getWebhooksByIdDeliveries, { params: { id } }),
    // The log fills as the queue sends: read again while the page is open.
    refetchInterval: 5_000,
  });

export const useWebhooks = () => useSignedInQuery(webhooksQueryOptions());
export const useDeliveries = (id: number) => useSignedInQuery(deliveriesQueryOptions(id));

export function useWebhookChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
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
