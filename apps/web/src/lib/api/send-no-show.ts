import type { Appointment } from '@vendor-portal/contract/appointments';
import { api } from './api-client.ts';

// POST /api/appointment/{id}/no-show {note} (docs/architecture.md "The visit"): it closes the job, so, like Mark as
// Complete, it needs the network and is never queued; the key makes a retried send one no-show.
export const sendNoShow = (appointmentId: number, note: string) =>
  api.post<{ data: Appointment }>(`/appointment/${appointmentId}/no-show`, { note }, { idempotent: true });
