import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveDisputeBody } from '@vendor-portal/contract/disputes';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { opsPayoutsRoutes } from '@vendor-portal/contract/routes/ops-payouts';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// shared/ARCHITECTURE.md "Money that is fair": the open disputes, oldest first (GET /api/ops/disputes?status=open),
// and an admin's answer (PATCH /api/ops/disputes/{id}); an amount becomes an adjustment, so payouts reload too.
// The plain client typed by the entries (`import type`): importing an entry would bring zod and every schema into
// the page's chunk (decision 016, "What the web imports").

export const openDisputesQueryOptions = () =>
  queryOptions({
    queryKey: ['opsDisputes', 'open'],
    queryFn: async () =>
      (await api.get<AnswerOf<typeof opsPayoutsRoutes.getOpsDisputes>>('/ops/disputes', { query: { status: 'open' } }))
        .data,
  });

export const useOpenDisputes = () => useSignedInQuery(openDisputesQueryOptions());

export function useAnswerDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResolveDisputeBody }) =>
      api.patch<AnswerOf<typeof opsPayoutsRoutes.patchOpsDisputesById>>(`/ops/disputes/${id}`, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['opsDisputes'] });
      await queryClient.invalidateQueries({ queryKey: ['opsPayouts'] });
    },
  });
}
