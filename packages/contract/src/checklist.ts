import { z } from 'zod';
import { VISIT as CHECKLIST_TEXTS } from './messages/visit.ts';

// docs/architecture.md "The visit": a product's checklist as staff write it in the catalogue (POST and PATCH
// /api/ops/products). Apart from the rest of the visit, so the console's schemas carry only these few texts.

export const CHECKLIST_MAX_ITEMS = 30;
export const CHECKLIST_TEXT_MAX = 200;

/** One item of a product's checklist. */
export const checklistTemplateItemSchema = z.object({
  text: z
    .string({ error: CHECKLIST_TEXTS.checklistTextEmpty })
    .trim()
    .min(1, { error: CHECKLIST_TEXTS.checklistTextEmpty })
    .max(CHECKLIST_TEXT_MAX, { error: CHECKLIST_TEXTS.checklistTextTooLong }),
  required: z.boolean(),
  photo: z.boolean(),
});
export type ChecklistTemplateItem = z.infer<typeof checklistTemplateItemSchema>;
export const checklistTemplateSchema = z
  .array(checklistTemplateItemSchema)
  .max(CHECKLIST_MAX_ITEMS, { error: CHECKLIST_TEXTS.checklistTooMany });
