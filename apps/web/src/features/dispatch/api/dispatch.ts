import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/dispatch?date&days (owner, office) and the board's assignment (PATCH /api/appointment/assignee/{id},
// `confirm` once a busy member was asked about): docs/architecture.md "Availability and dispatch".

export const dispatchQueryOptions = (date: string, days: number) =>
  queryOptions({
    queryKey: ['dispatch', date, days],
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
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dispatch'] }),
        queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
      ]),
  });
}
