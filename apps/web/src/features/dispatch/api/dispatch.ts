import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { routes } from '@vendor-portal/contract/routes/index';
import { api } from '../../../lib/api/api-client.ts';
import { appointmentListsKey } from '../../../lib/api/get-appointments.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/dispatch?date&days (owner, office) and the board's assignment (PATCH /api/appointment/assignee/{id},
// `confirm` once a busy member was asked about): docs/architecture.md "Availability and dispatch". The plain client
// typed by the entries (`import type`): importing an entry would bring zod and every schema (decision 016).

export const dispatchQueryOptions = (date: string, days: number) =>
  queryOptions({
    queryKey: ['dispatch', date, days],
    queryFn: async () =>
      (await api.get<AnswerOf<typeof routes.getDispatch>>('/dispatch', { query: { date, days } })).data,
  });

export const useDispatch = (date: string | null, days: number) =>
  useSignedInQuery(dispatchQueryOptions(date ?? '', days), date !== null);

export function useGive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, memberId, confirm }: { id: number; memberId: number | null; confirm: boolean }) =>
      api.patch<AnswerOf<typeof routes.patchAppointmentAssigneeById>>(
        `/appointment/assignee/${id}`,
        confirm ? { memberId, confirm: true } : { memberId },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dispatch'] }),
        queryClient.invalidateQueries({ queryKey: appointmentListsKey }),
      ]),
  });
}
