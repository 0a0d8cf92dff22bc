import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client.ts';
import { unclaimedQueryOptions } from './get-unclaimed.ts';

// PATCH /api/appointment/decline/{id} (docs/architecture.md "Availability and dispatch"): the company gives back a
// job offered to it; the list is read again (the job stays, open to every company now, without its offer).

export const declineOffer = (id: number) => api.patch<unknown>(`/appointment/decline/${id}`, undefined);

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unclaimedQueryOptions().queryKey }),
  });
}
