// Issue 43: the refusals of a product's checklist (the console's catalogue form and the ops API); VISIT carries them
// too. A file of their own, so the console's schemas do not carry every text of the visit.
export const CHECKLIST_TEXTS = {
  checklistTextEmpty: 'Write what the technician checks.',
  checklistTextTooLong: 'An item is at most 200 characters.',
  checklistTooMany: 'A checklist has at most 30 items.',
} as const;
