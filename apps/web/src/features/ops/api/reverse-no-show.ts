import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';

// PATCH /api/ops/appointments/{id} {outcome: "completed", reason} (issue 43, admin): a no-show counted as completed.

export function useReverseNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(paths.patchOpsAppointmentsById, { params: { id }, body: { outcome: 'completed', reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opsAppointments'] }),
  });
}
