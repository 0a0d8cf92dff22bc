import type { AnswerOf } from '@vendor-portal/contract/routes/define';
import type { visitRoutes } from '@vendor-portal/contract/routes/visit';
import { api } from './api-client.ts';

// POST /api/appointment/{id}/no-show {note} (docs/architecture.md "The visit"): it closes the job, so, like Mark as
// Complete, it needs the network and is never queued; its Idempotency-Key makes a retried send one no-show. The
// plain client, not call(): an entry brings zod into the job page's chunk (decision 016).
export const sendNoShow = (appointmentId: number, note: string) =>
  api.post<AnswerOf<typeof visitRoutes.postAppointmentByIdNoShow>>(
    `/appointment/${appointmentId}/no-show`,
    { note },
    { idempotent: true },
  );
