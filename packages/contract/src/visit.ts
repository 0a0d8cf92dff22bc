import { z } from 'zod';
import { idSchema } from './common.ts';
import { VISIT } from './messages/visit.ts';

// docs/architecture.md "The visit": arrival and departure, the checklist, the no-show.

/** POST /api/appointment/{id}/check-in answers. */
export const checkInSchema = z.object({ checkedInAt: z.string() });
/** POST /api/appointment/{id}/check-out answers. */
export const checkOutSchema = z.object({ checkedOutAt: z.string() });

/** A no-show is possible this long after both the start and the arrival. */
export const NO_SHOW_WAIT_MINUTES = 30;
/** The no-show pay when the product says none: this share of the job's pay. */
export const DEFAULT_NO_SHOW_PAYOUT_PERCENT = 50;

export const CHECKLIST_MAX_ITEMS = 30;
export const CHECKLIST_TEXT_MAX = 200;

/** One item of a product's checklist, as staff write it in the catalogue. */
export const checklistTemplateItemSchema = z.object({
  text: z
    .string({ error: VISIT.checklistTextEmpty })
    .trim()
    .min(1, { error: VISIT.checklistTextEmpty })
    .max(CHECKLIST_TEXT_MAX, { error: VISIT.checklistTextTooLong }),
  required: z.boolean(),
  photo: z.boolean(),
});
export type ChecklistTemplateItem = z.infer<typeof checklistTemplateItemSchema>;
export const checklistTemplateSchema = z
  .array(checklistTemplateItemSchema)
  .max(CHECKLIST_MAX_ITEMS, { error: VISIT.checklistTooMany });

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

export const OUTCOMES = ['completed', 'no-show'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * The visit's fields of an appointment answer, each present once it has a value (a job nobody visited keeps
 * the SPEC's shape): arrival and departure, and how a closed job ended with the no-show's pay.
 */
export const visitFields = {
  checkedInAt: z.string().nullable().optional(),
  checkedOutAt: z.string().nullable().optional(),
  outcome: z.enum(OUTCOMES).nullable().optional(),
  noShowCents: z.number().int().optional(),
};

/** The instant from which a no-show may be recorded: 30 minutes after the later of the start and the arrival. */
export function noShowFrom(start: Date | string | null, checkedInAt: Date | string | null): Date | null {
  if (!checkedInAt) return null;
  const arrival = new Date(checkedInAt).getTime();
  const begins = start ? new Date(start).getTime() : arrival;
  return new Date(Math.max(arrival, begins) + NO_SHOW_WAIT_MINUTES * 60_000);
}

/** Minutes late against the start (0 when on time or early); null without both instants. */
export function minutesLate(start: Date | string | null, checkedInAt: Date | string | null): number | null {
  if (!start || !checkedInAt) return null;
  return Math.max(0, Math.floor((new Date(checkedInAt).getTime() - new Date(start).getTime()) / 60_000));
}

/** PATCH /api/ops/appointments/{id}: staff count a no-show as completed, with a reason (audited). */
export const opsAppointmentOutcomeBody = z.object({
  outcome: z.literal('completed'),
  reason: z
    .string({ error: VISIT.reverseReasonEmpty })
    .trim()
    .min(1, { error: VISIT.reverseReasonEmpty })
    .max(NO_SHOW_NOTE_MAX, { error: VISIT.noShowNoteTooLong }),
});
