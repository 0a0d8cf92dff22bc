import type { IDEMPOTENCY_KEY_HEADER as HEADER } from '@vendor-portal/contract/offline-notes';
import type { ChecklistItem } from '@vendor-portal/contract/visit';
import { api } from './api-client.ts';

// docs/architecture.md "The visit": arrival, departure and the checklist's ticks. The fetchers of the job's page,
// the day's timeline and the offline outbox (lib/offline/note-outbox.ts), which sends a tap made offline once, with
// the key it was given then.

// A literal keeps the contract's zod schemas out of this chunk.
const IDEMPOTENCY_KEY_HEADER: typeof HEADER = 'idempotency-key';

export type VisitStep = 'check-in' | 'check-out';

/** POST /api/appointment/{id}/check-in or check-out, with the tap's own key. */
export const sendVisitStep = (appointmentId: number, step: VisitStep, idempotencyKey: string) =>
  api.post<{ checkedInAt?: string; checkedOutAt?: string }>(`/appointment/${appointmentId}/${step}`, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** PUT /api/appointment/{id}/checklist/{itemId} {done}: ticking twice is the same tick. */
export const sendChecklistTick = (appointmentId: number, itemId: number, done: boolean) =>
  api.put<ChecklistItem>(`/appointment/${appointmentId}/checklist/${itemId}`, { done });
