import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { routes } from '@vendor-portal/contract/routes/index';
import type { CreateDisputeBody } from '@vendor-portal/contract/disputes';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// shared/ARCHITECTURE.md "Money that is fair": the owner's disputes (GET /api/disputes, newest first, each with
// its answer) and a new one on a week or one of its jobs (POST /api/disputes).
// The plain client typed by the entries (`import type`): importing an entry would bring zod and every schema into
// the page's chunk (decision 016, "What the web imports").

export const disputesQueryOptions = () =>
  queryOptions({
    queryKey: ['disputes'],
    queryFn: async () => (await api.get<AnswerOf<typeof routes.getDisputes>>('/disputes')).data,
  });

export const useDisputes = () => useSignedInQuery(disputesQueryOptions());

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDisputeBody) => api.post<AnswerOf<typeof routes.postDisputes>>('/disputes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesQueryOptions().queryKey }),
  });
}
