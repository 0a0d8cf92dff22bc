import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Appointment } from '@vendor-portal/contract/appointments';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /appointment/{id} (docs/product-spec.md §7): {data: appointment}.

export async function fetchAppointment(id: string): Promise<Appointment> {
  return (await call(paths.getAppointmentById, { params: { id } })).data;
}

export const appointmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKey(paths.getAppointmentById, { params: { id } }),
    queryFn: () => fetchAppointment(id),
  });

export const useAppointment = (id: string, enabled: boolean) => useSignedInQuery(appointmentQueryOptions(id), enabled);

/** Reads one appointment's detail again (changed elsewhere: docs/architecture.md "Live events and alerts"). */
export const refreshAppointment = (queryClient: QueryClient, id: number) =>
  queryClient.invalidateQueries({ queryKey: appointmentQueryOptions(String(id)).queryKey });
