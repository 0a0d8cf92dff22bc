import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsRoutes } from '@vendor-portal/contract/routes/appointments';
import { call } from '../../../lib/api/call.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { appointmentQueryOptions } from './get-appointment.ts';

// PATCH /appointment/complete/{id} (docs/product-spec.md §7): empty body, answer not read.

export const completeAppointment = (id: number) =>
  call(appointmentsRoutes.patchAppointmentCompleteById, { params: { id } });

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
