import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { unclaimedQueryOptions } from './get-unclaimed.ts';

// PATCH /api/appointment/decline/{id} (docs/architecture.md "Availability and dispatch"): the company gives back a
// job offered to it; the list is read again (the job stays, open to every company now, without its offer).

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(paths.patchAppointmentDeclineById, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unclaimedQueryOptions().queryKey }),
  });
}
