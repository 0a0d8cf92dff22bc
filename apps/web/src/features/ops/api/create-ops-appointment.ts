import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsCreateAppointmentBody } from '@vendor-portal/contract/ops/marketplace';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsAppointmentsQueryOptions } from './get-ops-appointments.ts';

// POST /api/ops/appointments (docs/architecture.md "Ops API"): a booking, unclaimed or given to a vendor.

const createOpsAppointment = (body: OpsCreateAppointmentBody) => call(paths.postOpsAppointments, { body });

export function useCreateOpsAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpsAppointment,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: opsAppointmentsQueryOptions('unclaimed').queryKey.slice(0, 1) }),
  });
}
