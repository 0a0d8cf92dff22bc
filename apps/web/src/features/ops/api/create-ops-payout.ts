import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePayoutBody } from '@vendor-portal/contract/earnings';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsPayoutsQueryOptions } from './get-ops-payouts.ts';

// POST /api/ops/payouts (docs/architecture.md "Pay and earnings"): an admin marks a vendor's ended week paid,
// once (409 week-not-ended, already-paid).

const createOpsPayout = (body: CreatePayoutBody) => call(paths.postOpsPayouts, { body });

export function useCreateOpsPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpsPayout,
    onSettled: (_data, _err, body) =>
      queryClient.invalidateQueries({ queryKey: opsPayoutsQueryOptions(body.weekStart).queryKey }),
  });
}
