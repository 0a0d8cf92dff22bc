import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { queryKey } from '../../../lib/api/query-key.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Ratings and the right of reply": the company's ratings (a technician: its own jobs'), the
// reply and the appeal (owner and office).

const ratingsQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getRatings), queryFn: () => call(paths.getRatings) });

export const useRatings = () => useSignedInQuery(ratingsQueryOptions());

function useRatingChange<V>(send: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsQueryOptions().queryKey }),
  });
}

export const useReplyToRating = () =>
  useRatingChange(({ id, body }: { id: number; body: string }) =>
    call(paths.postRatingsByIdReply, { params: { id }, body: { body } }),
  );

export const useAppealRating = () =>
  useRatingChange(({ id, reason }: { id: number; reason: string }) =>
    call(paths.postRatingsByIdAppeal, { params: { id }, body: { reason } }),
  );
