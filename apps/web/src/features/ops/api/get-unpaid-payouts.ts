import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePayoutBody } from '@vendor-portal/contract/earnings';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { opsPayoutsRoutes } from '@vendor-portal/contract/routes/ops-payouts';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// shared/ARCHITECTURE.md "Money that is fair": GET /api/ops/payouts?status=unpaid (every ended unpaid week of
// every company, oldest first, with totals) and POST /api/ops/payouts/batch (several paid at once, each once).
// The plain client typed by the entries (`import type`): importing an entry would bring zod and every schema into
// the page's chunk (decision 016, "What the web imports").

export const fetchUnpaidPayouts = () =>
  api.get<AnswerOf<typeof opsPayoutsRoutes.getOpsPayouts>>('/ops/payouts', { query: { status: 'unpaid' } });

export const unpaidPayoutsQueryOptions = () =>
  queryOptions({ queryKey: ['opsPayouts', 'unpaid'], queryFn: fetchUnpaidPayouts });

export const useUnpaidPayouts = () => useSignedInQuery(unpaidPayoutsQueryOptions());

export const payOpsPayouts = (payouts: CreatePayoutBody[]) =>
  api.post<AnswerOf<typeof opsPayoutsRoutes.postOpsPayoutsBatch>>('/ops/payouts/batch', { payouts });

export function usePayOpsPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOpsPayouts,
    // Every payouts list (the unpaid weeks and each week's) may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['opsPayouts'] }),
  });
}
