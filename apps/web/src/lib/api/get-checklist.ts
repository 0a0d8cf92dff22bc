import { queryOptions, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// GET /api/appointment/{id}/checklist (docs/architecture.md "The visit"): the job's checklist, frozen at booking.

const fetchChecklist = async (appointmentId: number) =>
  (await call(paths.getAppointmentByIdChecklist, { params: { id: appointmentId } })).data;

const checklistQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: queryKey(paths.getAppointmentByIdChecklist, { params: { id: appointmentId } }),
    queryFn: () => fetchChecklist(appointmentId),
  });

export const useChecklist = (appointmentId: number) => useSignedInQuery(checklistQueryOptions(appointmentId));

/**
 * The job's time zone, from its detail as the job's page read it (its key as features/appointments writes it): a
 * tick's time is the job's, in the property's zone. Undefined until the detail is read.
 */
export function useJobTimeZone(appointmentId: number): string | undefined {
  const queryClient = useQueryClient();
  const job = queryClient.getQueryData<{ property?: { timeZone?: string } }>(
    queryKey(paths.getAppointmentById, { params: { id: appointmentId } }),
  );
  return job?.property?.timeZone || undefined;
}
