import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { appointmentQueryOptions } from './get-appointment.ts';

// PATCH /appointment/complete/{id} (docs/product-spec.md §7): empty body, answer not read.

export const completeAppointment = (id: number) => api.patch<unknown>(`/appointment/complete/${id}`);

/** Mark as Complete; the detail (`routeId`, as in the URL) and the lists reload. */
export function useCompleteAppointment(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAppointment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentQueryOptions(routeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
      ]),
  });
}
