import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdjustmentBody } from '@vendor-portal/contract/adjustments';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Money that is fair": a company's adjustments, newest first (GET /api/ops/adjustments),
// and an admin's new one (POST /api/ops/adjustments), in the company's current week; payouts reload with it.
const opsAdjustmentsQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: ['opsAdjustments', vendorId],
    queryFn: async () => (await call(paths.getOpsAdjustments, { query: { vendorId } })).data,
  });

export const useOpsAdjustments = (vendorId: number) => useSignedInQuery(opsAdjustmentsQueryOptions(vendorId));

export function useAddOpsAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdjustmentBody) => call(paths.postOpsAdjustments, { body }),
    onSettled: async (_answer, _error, body) => {
      await queryClient.invalidateQueries({ queryKey: ['opsAdjustments', body.vendorId] });
      await queryClient.invalidateQueries({ queryKey: ['opsPayouts'] });
    },
  });
}
