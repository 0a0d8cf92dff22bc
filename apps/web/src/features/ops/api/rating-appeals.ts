import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /api/ops/ratings?status=appealed and PATCH /api/ops/ratings/{id} {decision, note} (admin): the appeals queue
// (docs/architecture.md "Ratings and the right of reply").

const ratingAppealsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getOpsRatings, { query: { status: 'appealed' } }),
    queryFn: async () => (await call(paths.getOpsRatings, { query: { status: 'appealed' } })).data,
  });

export const useRatingAppeals = () => useSignedInQuery(ratingAppealsQueryOptions());

export function useDecideRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'keep' | 'remove'; note: string | null }) =>
      call(paths.patchOpsRatingsById, { params: { id }, body: { decision, note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingAppealsQueryOptions().queryKey }),
  });
}
