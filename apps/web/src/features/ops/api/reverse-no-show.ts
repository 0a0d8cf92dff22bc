import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visitRoutes } from '@vendor-portal/contract/routes/visit';
import { call } from '../../../lib/api/call.ts';

// PATCH /api/ops/appointments/{id} {outcome: "completed", reason} (issue 43, admin): a no-show counted as completed.

export function useReverseNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(visitRoutes.patchOpsAppointmentsById, { params: { id }, body: { outcome: 'completed', reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opsAppointments'] }),
  });
}
