import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { appointmentQueryOptions } from './get-appointment.ts';

// PATCH /api/appointment/assignee/{id} {memberId: N or null} → 200 the appointment with its assignee (owner,
// office; docs/architecture.md "A company with a crew").

export const assignAppointment = ({
  id,
  memberId,
  confirm = false,
}: {
  id: number;
  memberId: number | null;
  /** Give it even to a member busy or off then (after 409 member-busy was asked about). */
  confirm?: boolean;
}) =>
  call(paths.patchAppointmentAssigneeById, {
    params: { id },
    body: confirm ? { memberId, confirm: true } : { memberId },
  });

/** Gives the job to a member (or takes it back); the detail (`routeId`, as in the URL) and the lists reload. */
export function useAssignAppointment(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAppointment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentQueryOptions(routeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
      ]),
  });
}
