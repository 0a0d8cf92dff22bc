import { visitRoutes } from '@vendor-portal/contract/routes/visit';
import { call } from './call.ts';

// POST /api/appointment/{id}/no-show {note} (docs/architecture.md "The visit"): it closes the job, so, like Mark as
// Complete, it needs the network and is never queued; the entry's key makes a retried send one no-show.
export const sendNoShow = (appointmentId: number, note: string) =>
  call(visitRoutes.postAppointmentByIdNoShow, { params: { id: appointmentId }, body: { note } });
