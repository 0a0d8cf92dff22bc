import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsCreateAppointmentBody } from '@vendor-portal/contract/ops/marketplace';
import { api } from '../../../lib/api/api-client.ts';
import { opsAppointmentsQueryOptions } from './get-ops-appointments.ts';

// POST /api/ops/appointments (docs/architecture.md "Ops API"): a booking, unclaimed or given to a vendor.

export const createOpsAppointment = (body: OpsCreateAppointmentBody) =>
  api.post<{ id: number; appointmentBaseId?: number }>('/ops/appointments', body, { idempotent: true });

export function useCreateOpsAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpsAppointment,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: opsAppointmentsQueryOptions('unclaimed').queryKey.slice(0, 1) }),
  });
}
