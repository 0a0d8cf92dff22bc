import { queryOptions } from '@tanstack/react-query';
import type { ChecklistItem } from '@vendor-portal/contract/visit';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments/{id}/checklist (issue 43): a booking's checklist with who ticked each item and when.

export const fetchOpsBookingChecklist = async (appointmentId: number) =>
  (await api.get<{ data: ChecklistItem[] }>(`/ops/appointments/${appointmentId}/checklist`)).data;

export const opsBookingChecklistQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['opsBookingChecklist', appointmentId],
    queryFn: () => fetchOpsBookingChecklist(appointmentId),
  });

export const useOpsBookingChecklist = (appointmentId: number) =>
  useSignedInQuery(opsBookingChecklistQueryOptions(appointmentId));
