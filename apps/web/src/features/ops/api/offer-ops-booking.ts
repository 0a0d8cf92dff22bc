import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferBody } from '@vendor-portal/contract/offers';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsAppointmentsQueryOptions } from './get-ops-appointments.ts';

// POST /api/ops/appointments/{id}/offer (docs/architecture.md "Availability and dispatch"): a reviewer or an admin
// holds an unclaimed job for one company for a while; every list of the console is read again after.

const allLists = opsAppointmentsQueryOptions('unclaimed').queryKey.slice(0, 1);

export function useOfferOpsBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OfferBody }) =>
      call(paths.postOpsAppointmentsByIdOffer, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allLists }),
  });
}
