import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';

// PATCH /appointment/release/{id} (docs/architecture.md "The working day"): empty body, answer not read.

/**
 * Hands a claimed job back. The lists reload (it is no longer the vendor's); the detail stays as it was
 * read, saying it was released, since the job is not the vendor's to read any more. The unclaimed list
 * hears of it on the live stream, as every eligible vendor does.
 */
export function useReleaseAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(paths.patchAppointmentReleaseById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
  });
}
