import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client.ts';

// PATCH /api/ops/appointments/{id} {outcome: "completed", reason} (issue 43, admin): a no-show counted as completed.

export function useReverseNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      // The plain client, not call(): an entry brings zod into the console's chunk (decision 016).
      api.patch<unknown>(`/ops/appointments/${id}`, { outcome: 'completed', reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opsAppointments'] }),
  });
}
