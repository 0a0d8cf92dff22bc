import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDisputeBody } from '@vendor-portal/contract/disputes';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// docs/architecture.md "Money that is fair": the owner's disputes (GET /api/disputes, newest first, each with
// its answer) and a new one on a week or one of its jobs (POST /api/disputes).
const disputesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getDisputes),
    queryFn: async () => (await call(paths.getDisputes)).data,
  });

export const useDisputes = () => useSignedInQuery(disputesQueryOptions());

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDisputeBody) => call(paths.postDisputes, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesQueryOptions().queryKey }),
  });
}
