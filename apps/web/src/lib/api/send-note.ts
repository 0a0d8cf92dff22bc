import type { AppointmentNote } from '@vendor-portal/contract/appointments';
import type { IDEMPOTENCY_KEY_HEADER as HEADER } from '@vendor-portal/contract/offline-notes';
import { api } from './api-client.ts';

// POST /appointmentNote and PATCH /appointmentNote/{id} (docs/product-spec.md §7): the fetchers of the
// appointment page's note hooks (features/appointments/api/save-note.ts) and of the offline outbox
// (lib/offline/note-outbox.ts), which sends a note written offline with the key it was given then.

// A literal keeps the contract's zod schemas out of this chunk.
const IDEMPOTENCY_KEY_HEADER: typeof HEADER = 'idempotency-key';

/** A new note; `idempotencyKey` when the caller keeps its own (the outbox), else one per action. */
export const createNote = (appointmentId: number, jobNotes: string, idempotencyKey?: string) =>
  api.post<AppointmentNote>(
    '/appointmentNote',
    { appointmentId, jobNotes, messageType: 'vendor' },
    idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : { idempotent: true },
  );

export const updateNote = (id: number, jobNotes: string) =>
  api.patch<AppointmentNote>(`/appointmentNote/${id}`, { jobNotes });
