import { z } from 'zod';
import { idSchema } from './common.ts';
import { VISIT } from './messages/visit.ts';
import { EXTRA_TIME_MAX_MINUTES, EXTRA_TIME_MIN_MINUTES, EXTRA_TIME_STATUSES } from './visit-fields.ts';
export {
  OUTCOMES,
  visitFields,
  type Outcome,
  EXTRA_TIME_MIN_MINUTES,
  EXTRA_TIME_MAX_MINUTES,
  EXTRA_TIME_STATUSES,
  type ExtraTimeStatus,
} from './visit-fields.ts';
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

// ── The customer's signature ───────────────────────────────────────────────────
export const SIGNER_NAME_MAX = 200;
/** The most a signature PNG may weigh (a drawing at a phone's width is far less). */
export const MAX_SIGNATURE_BYTES = 1024 * 1024;
/**
 * The most pixels a signature may have (issue 54 item 3): a pad as wide as a desktop's window at three device
 * pixels a point is under 4 megapixels; more is an image no pad drew (a decoder bomb for the page that shows it).
 */
export const MAX_SIGNATURE_PIXELS = 8_000_000;
/** POST /api/appointment/{id}/signature's `name` field (multipart beside the PNG `file`). */
export const signatureFields = z.object({
  name: z
    .string({ error: VISIT.signatureNameEmpty })
    .trim()
    .min(1, { error: VISIT.signatureNameEmpty })
    .max(SIGNER_NAME_MAX, { error: VISIT.signatureNameTooLong }),
});
/** A job's signature: the signer's name, when, and a short-lived link to the PNG. */
export const signatureSchema = z.object({ name: z.string(), signedAt: z.string(), url: z.string() });
export type Signature = z.infer<typeof signatureSchema>;
/** GET …/signature: the job's newest signature, or null while unsigned. */
export const signatureAnswerSchema = z.object({ data: signatureSchema.nullable() });

// ── More time, approved by the customer ─────────────────────────────────────────
export const EXTRA_TIME_REASON_MAX = 500;
/** POST /api/appointment/{id}/extra-time. */
export const extraTimeBody = z.object({
  minutes: z
    .number({ error: VISIT.extraTimeMinutesInvalid })
    .int({ error: VISIT.extraTimeMinutesInvalid })
    .min(EXTRA_TIME_MIN_MINUTES, { error: VISIT.extraTimeMinutesInvalid })
    .max(EXTRA_TIME_MAX_MINUTES, { error: VISIT.extraTimeMinutesInvalid }),
  reason: z
    .string({ error: VISIT.extraTimeReasonEmpty })
    .trim()
    .min(1, { error: VISIT.extraTimeReasonEmpty })
    .max(EXTRA_TIME_REASON_MAX, { error: VISIT.extraTimeReasonTooLong }),
});
export type ExtraTimeBody = z.infer<typeof extraTimeBody>;
/** The request as the company reads it (its answer, and each of an appointment answer's `extraTime`). */
export const extraTimeSchema = z.object({
  id: z.number().int(),
  minutes: z.number().int(),
  status: z.enum(EXTRA_TIME_STATUSES),
});
/** The customer's link: a random token, base64url. */
const approvalToken = z.string().min(1).max(200);
export const publicExtraTimeQuery = z.object({ token: approvalToken });
/** GET /api/public/extra-time: what the customer is shown, and nothing else (no address, no name, no pay). */
export const publicExtraTimeSchema = z.object({
  companyName: z.string(),
  service: z.string(),
  minutes: z.number().int(),
  reason: z.string(),
  priceCents: z.number().int(),
});
export type PublicExtraTime = z.infer<typeof publicExtraTimeSchema>;
/** POST /api/public/extra-time: the customer's answer. */
export const publicExtraTimeBody = z.object({ token: approvalToken, approve: z.boolean() });
/** The job page's form for more time: minutes as typed, held to the body's rule. */
export const extraTimeForm = z.object({
  minutes: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: VISIT.extraTimeMinutesInvalid })
    .transform(Number)
    .pipe(extraTimeBody.shape.minutes),
  reason: extraTimeBody.shape.reason,
});
export type ExtraTimeFormValues = z.input<typeof extraTimeForm>;
export type ExtraTimeFormOut = z.output<typeof extraTimeForm>;
export type SignatureFormValues = z.input<typeof signatureFields>;
export type SignatureFormOut = z.output<typeof signatureFields>;
