import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { appointmentListsKey } from './get-appointments.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { queryKey } from './query-key.ts';

// Issue 43: what a visit's change makes read again. Apart from send-visit.ts, which the offline outbox (in the first
// load) imports: this one pulls in the appointments' lists.

/** After a visit's change: the job's page (its key as features/appointments writes it) and the lists read again. */
export function useRefreshVisit(appointmentId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKey(paths.getAppointmentById, { params: { id: appointmentId } }),
        }),
        queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
        queryClient.invalidateQueries({
          queryKey: queryKey(paths.getAppointmentByIdChecklist, { params: { id: appointmentId } }),
        }),
      ]),
    [queryClient, appointmentId],
  );
}
