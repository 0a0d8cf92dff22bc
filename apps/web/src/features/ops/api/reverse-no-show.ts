import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { api } from '../../../lib/api/api-client.ts';

// PATCH /api/ops/appointments/{id} {outcome: "completed", reason} (issue 43, admin): a no-show counted as completed.

export const reverseNoShow = ({ id, reason }: { id: number; reason: string }) =>
  api.patch<{ data: Appointment }>(`/ops/appointments/${id}`, { outcome: 'completed', reason });

export function useReverseNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseNoShow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opsAppointments'] }),
  });
}
