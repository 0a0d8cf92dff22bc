import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments/{id}/checklist (issue 43): a booking's checklist with who ticked each item and when.

const opsBookingChecklistQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['opsBookingChecklist', appointmentId],
    queryFn: async () => (await call(paths.getOpsAppointmentsByIdChecklist, { params: { id: appointmentId } })).data,
  });

export const useOpsBookingChecklist = (appointmentId: number) =>
  useSignedInQuery(opsBookingChecklistQueryOptions(appointmentId));
