import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { queryKey } from '../../../lib/api/query-key.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Messages about the job": GET and POST /api/appointment/{id}/messages, the job's thread with
// its customer, oldest first. Its key, ['appointment', id, 'messages'], sits under the job's own
// (refreshAppointment's prefix), so the live stream's "updated" for the job (a message written by the customer or
// on another device publishes it) reads the thread again with the detail.

export const jobThreadQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: queryKey(paths.getAppointmentByIdMessages, { params: { id: appointmentId } }),
    queryFn: async () => (await call(paths.getAppointmentByIdMessages, { params: { id: appointmentId } })).data,
  });

export const useJobThread = (appointmentId: number) => useSignedInQuery(jobThreadQueryOptions(appointmentId));

/** Reads a job's thread again (written elsewhere: the customer, another device). */
export const refreshJobThread = (queryClient: QueryClient, appointmentId: number) =>
  queryClient.invalidateQueries({ queryKey: jobThreadQueryOptions(appointmentId).queryKey });

/** Writes to the customer; the thread is read again with the new message. */
export function useSendJobMessage(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(paths.postAppointmentByIdMessages, { params: { id: appointmentId }, body: { body } }),
    onSuccess: () => refreshJobThread(queryClient, appointmentId),
  });
}
