import type { IDEMPOTENCY_KEY_HEADER as HEADER } from '@vendor-portal/contract/offline-notes';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';

// POST /appointmentNote and PATCH /appointmentNote/{id} (docs/product-spec.md §7): the fetchers of the
// appointment page's note hooks (features/appointments/api/save-note.ts) and of the offline outbox
// (lib/offline/note-outbox.ts), which sends a note written offline with the key it was given then.

// A literal keeps the contract's zod schemas out of this chunk.
const IDEMPOTENCY_KEY_HEADER: typeof HEADER = 'idempotency-key';

/** A new note; `idempotencyKey` when the caller keeps its own (the outbox), else one per action. */
export const createNote = (appointmentId: number, jobNotes: string, idempotencyKey?: string) =>
  call(paths.postAppointmentNote, {
    body: { appointmentId, jobNotes, messageType: 'vendor' },
    // A key given by the caller replaces the one call() makes per action.
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
  });

export const updateNote = (id: number, jobNotes: string) =>
  call(paths.patchAppointmentNoteById, { params: { id }, body: { jobNotes } });
