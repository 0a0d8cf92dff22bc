import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePayoutBody } from '@vendor-portal/contract/earnings';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Money that is fair": GET /api/ops/payouts?status=unpaid (every ended unpaid week of
// every company, oldest first, with totals) and POST /api/ops/payouts/batch (several paid at once, each once).
const fetchUnpaidPayouts = () => call(paths.getOpsPayouts, { query: { status: 'unpaid' } });

const unpaidPayoutsQueryOptions = () =>
  queryOptions({ queryKey: ['opsPayouts', 'unpaid'], queryFn: fetchUnpaidPayouts });

export const useUnpaidPayouts = () => useSignedInQuery(unpaidPayoutsQueryOptions());

const payOpsPayouts = (payouts: CreatePayoutBody[]) => call(paths.postOpsPayoutsBatch, { body: { payouts } });

export function usePayOpsPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOpsPayouts,
    // Every payouts list (the unpaid weeks and each week's) may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['opsPayouts'] }),
  });
}
