import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveDisputeBody } from '@vendor-portal/contract/disputes';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Money that is fair": the open disputes, oldest first (GET /api/ops/disputes?status=open),
// and an admin's answer (PATCH /api/ops/disputes/{id}); an amount becomes an adjustment, so payouts reload too.
const openDisputesQueryOptions = () =>
  queryOptions({
    queryKey: ['opsDisputes', 'open'],
    queryFn: async () => (await call(paths.getOpsDisputes, { query: { status: 'open' } })).data,
  });

export const useOpenDisputes = () => useSignedInQuery(openDisputesQueryOptions());

export function useAnswerDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResolveDisputeBody }) =>
      call(paths.patchOpsDisputesById, { params: { id }, body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['opsDisputes'] });
      await queryClient.invalidateQueries({ queryKey: ['opsPayouts'] });
    },
  });
}
