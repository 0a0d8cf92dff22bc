import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferBody } from '@vendor-portal/contract/offers';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { offersRoutes } from '@vendor-portal/contract/routes/offers';
import { api } from '../../../lib/api/api-client.ts';
import { opsAppointmentsQueryOptions } from './get-ops-appointments.ts';

// POST /api/ops/appointments/{id}/offer (docs/architecture.md "Availability and dispatch"): a reviewer or an admin
// holds an unclaimed job for one company for a while; every list of the console is read again after.

// The plain client, not call(): an entry brings zod into the console's chunk (decision 016).
type OfferAnswer = AnswerOf<typeof offersRoutes.postOpsAppointmentsByIdOffer>;

export const offerOpsBooking = (id: number, body: OfferBody) =>
  api.post<OfferAnswer>(`/ops/appointments/${id}/offer`, body);

const allLists = opsAppointmentsQueryOptions('unclaimed').queryKey.slice(0, 1);

export function useOfferOpsBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OfferBody }) => offerOpsBooking(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allLists }),
  });
}
