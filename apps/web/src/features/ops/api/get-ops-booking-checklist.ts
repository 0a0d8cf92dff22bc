import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { visitRoutes } from '@vendor-portal/contract/routes/visit';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments/{id}/checklist (issue 43): a booking's checklist with who ticked each item and when.

export const opsBookingChecklistQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['opsBookingChecklist', appointmentId],
    // The plain client, not call(): an entry brings zod into the console's chunk (decision 016).
    queryFn: async () =>
      (
        await api.get<AnswerOf<typeof visitRoutes.getOpsAppointmentsByIdChecklist>>(
          `/ops/appointments/${appointmentId}/checklist`,
        )
      ).data,
  });

export const useOpsBookingChecklist = (appointmentId: number) =>
  useSignedInQuery(opsBookingChecklistQueryOptions(appointmentId));
