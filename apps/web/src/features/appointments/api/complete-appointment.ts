import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { appointmentQueryOptions } from './get-appointment.ts';

// PATCH /appointment/complete/{id} (docs/product-spec.md §7): empty body, answer not read.

/** Mark as Complete; the detail (`routeId`, as in the URL) and the lists reload. */
export function useCompleteAppointment(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(paths.patchAppointmentCompleteById, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentQueryOptions(routeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
      ]),
  });
}
