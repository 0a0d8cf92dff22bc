import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/dispatch?date&days (owner, office) and the board's assignment (PATCH /api/appointment/assignee/{id},
// `confirm` once a busy member was asked about): docs/architecture.md "Availability and dispatch".

/** Every board (any day, any span): the prefix of its keys. */
export const dispatchKey = ['dispatch'] as const;

/**
 * Reads every open board again: a job of the company claimed, given, moved, released, cancelled or completed
 * elsewhere (the live stream's `appointment` events; issue 42: "the board updates live").
 */
export const refreshDispatch = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: dispatchKey });

export const dispatchQueryOptions = (date: string, days: number) =>
  queryOptions({
    queryKey: [...dispatchKey, date, days],
    queryFn: async () => (await call(paths.getDispatch, { query: { date, days } })).data,
  });

export const useDispatch = (date: string | null, days: number) =>
  useSignedInQuery(dispatchQueryOptions(date ?? '', days), date !== null);

export function useGive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, memberId, confirm }: { id: number; memberId: number | null; confirm: boolean }) =>
      call(paths.patchAppointmentAssigneeById, {
        params: { id },
        body: confirm ? { memberId, confirm: true } : { memberId },
      }),
    onSuccess: () =>
      Promise.all([refreshDispatch(queryClient), queryClient.invalidateQueries({ queryKey: appointmentListsKey })]),
  });
}
