import { z } from 'zod';

// docs/architecture.md "Phone and calendar": a note written offline is sent with an idempotency key,
// so a send that is retried (the answer was lost) never makes a second note.
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key' as const;
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const createNoteHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });
