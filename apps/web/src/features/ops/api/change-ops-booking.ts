import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBookingChange, OpsRescheduleBody } from '@vendor-portal/contract/ops/marketplace';
import { api } from '../../../lib/api/api-client.ts';
import { opsAppointmentsQueryOptions } from './get-ops-appointments.ts';

// POST /api/ops/appointments/{id}/cancel and /reschedule (docs/architecture.md "Ops API"): admin changes of a
// booking; every list of the console is read again after either.

export const cancelOpsBooking = (id: number) =>
  api.post<OpsBookingChange>(`/ops/appointments/${id}/cancel`, {}, { idempotent: true });

export const rescheduleOpsBooking = (id: number, body: OpsRescheduleBody) =>
  api.post<OpsBookingChange>(`/ops/appointments/${id}/reschedule`, body, { idempotent: true });

const allLists = opsAppointmentsQueryOptions('unclaimed').queryKey.slice(0, 1);

export function useCancelOpsBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOpsBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allLists }),
  });
}

export function useRescheduleOpsBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OpsRescheduleBody }) => rescheduleOpsBooking(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allLists }),
  });
}
