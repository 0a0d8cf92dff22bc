import { queryOptions } from '@tanstack/react-query';
import type { OPS_APPOINTMENT_STATES, OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments?state= (docs/architecture.md "Staff and review"): unclaimed, claimed or
// completed appointments, each with its vendor, and a count per state.

export type OpsAppointmentState = (typeof OPS_APPOINTMENT_STATES)[number];
export interface OpsAppointmentList {
  data: OpsAppointment[];
  counts: Record<OpsAppointmentState, number>;
}

export const fetchOpsAppointments = (state: OpsAppointmentState) =>
  api.get<OpsAppointmentList>('/ops/appointments', { query: { state } });

export const opsAppointmentsQueryOptions = (state: OpsAppointmentState) =>
  queryOptions({
    queryKey: ['opsAppointments', state],
    queryFn: () => fetchOpsAppointments(state),
    placeholderData: (previous) => previous,
  });

export const useOpsAppointments = (state: OpsAppointmentState) => useSignedInQuery(opsAppointmentsQueryOptions(state));
