import type { IDEMPOTENCY_KEY_HEADER as HEADER } from '@vendor-portal/contract/offline-notes';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';

// docs/architecture.md "The visit": arrival, departure and the checklist's ticks. The fetchers of the job's page,
// the day's timeline and the offline outbox (lib/offline/note-outbox.ts), which sends a tap made offline once, with
// the key it was given then.

// A literal keeps the contract's zod schemas out of this chunk.
const IDEMPOTENCY_KEY_HEADER: typeof HEADER = 'idempotency-key';

export type VisitStep = 'check-in' | 'check-out';

/** POST /api/appointment/{id}/check-in or check-out, with the tap's own key. */
export const sendVisitStep = (appointmentId: number, step: VisitStep, idempotencyKey: string) =>
  call(step === 'check-in' ? paths.postAppointmentByIdCheckIn : paths.postAppointmentByIdCheckOut, {
    params: { id: appointmentId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** PUT /api/appointment/{id}/checklist/{itemId} {done}: ticking twice is the same tick. */
export const sendChecklistTick = (appointmentId: number, itemId: number, done: boolean) =>
  call(paths.putAppointmentByIdChecklistByItemId, { params: { id: appointmentId, itemId }, body: { done } });
