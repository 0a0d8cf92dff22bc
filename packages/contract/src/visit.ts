import { z } from 'zod';
import { idSchema } from './common.ts';
import { VISIT } from './messages/visit.ts';
export { OUTCOMES, visitFields, type Outcome } from './visit-fields.ts';
export { NO_SHOW_WAIT_MINUTES, DEFAULT_NO_SHOW_PAYOUT_PERCENT, noShowFrom, minutesLate } from './visit-rules.ts';
export {
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_TEXT_MAX,
  checklistTemplateItemSchema,
  checklistTemplateSchema,
  type ChecklistTemplateItem,
} from './checklist.ts';

// docs/architecture.md "The visit": arrival and departure, the checklist, the no-show.

/** POST /api/appointment/{id}/check-in answers. */
export const checkInSchema = z.object({ checkedInAt: z.string() });
/** POST /api/appointment/{id}/check-out answers. */
export const checkOutSchema = z.object({ checkedOutAt: z.string() });

/** GET /api/appointment/{id}/checklist items; PUT …/checklist/{itemId} answers one. `doneBy`: the member's name. */
export const checklistItemSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  required: z.boolean(),
  photo: z.boolean(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export const checklistItemParams = z.object({ id: idSchema, itemId: idSchema });
export const checklistTickBody = z.object({ done: z.boolean() });

export const NO_SHOW_NOTE_MAX = 2000;
/** POST /api/appointment/{id}/no-show. */
export const noShowBody = z.object({
  note: z
    .string({ error: VISIT.noShowNoteEmpty })
    .trim()
    .min(1, { error: VISIT.noShowNoteEmpty })
    .max(NO_SHOW_NOTE_MAX, { error: VISIT.noShowNoteTooLong }),
});
export type NoShowBody = z.infer<typeof noShowBody>;

/** PATCH /api/ops/appointments/{id}: staff count a no-show as completed, with a reason (audited). */
export const opsAppointmentOutcomeBody = z.object({
  outcome: z.literal('completed'),
  reason: z
    .string({ error: VISIT.reverseReasonEmpty })
    .trim()
    .min(1, { error: VISIT.reverseReasonEmpty })
    .max(NO_SHOW_NOTE_MAX, { error: VISIT.noShowNoteTooLong }),
});
