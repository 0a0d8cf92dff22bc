import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsRescheduleBody } from '@vendor-portal/contract/ops/marketplace';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsAppointmentsQueryOptions } from './get-ops-appointments.ts';

// POST /api/ops/appointments/{id}/cancel and /reschedule (docs/architecture.md "Ops API"): admin changes of a
// booking; every list of the console is read again after either.

const cancelOpsBooking = (id: number) => call(paths.postOpsAppointmentsByIdCancel, { params: { id } });

const rescheduleOpsBooking = (id: number, body: OpsRescheduleBody) =>
  call(paths.postOpsAppointmentsByIdReschedule, { params: { id }, body });

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
