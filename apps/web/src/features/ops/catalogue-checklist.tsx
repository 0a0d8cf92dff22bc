import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
import { CONSOLE, VISIT } from '@vendor-portal/contract/messages';
import { CHECKLIST_MAX_ITEMS, checklistTemplateSchema } from '@vendor-portal/contract/checklist';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useUpdateOpsProduct } from './api/update-ops-product.ts';

// docs/features.md "The visit": staff write a service's checklist in the catalogue (items, required or not, a photo
// required or not). Each booking made afterwards copies it; booked jobs keep theirs.

const checklistForm = z.object({ checklist: checklistTemplateSchema });
type ChecklistFormValues = z.input<typeof checklistForm>;
type ChecklistForm = z.output<typeof checklistForm>;

export function CatalogueChecklist({ product, disabled }: { product: OpsProduct; disabled: boolean }) {
  const update = useUpdateOpsProduct();
  const form = useContractForm<ChecklistFormValues, ChecklistForm>({
    schema: checklistForm,
    defaultValues: { checklist: product.checklist },
    submit: async ({ checklist }) => {
      await update.mutateAsync({ id: product.id, checklist });
      form.reset({ checklist });
      return VISIT.checklistSaved(product.title);
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  const items = useFieldArray({ control: form.control, name: 'checklist' });
  return (
    <Form form={form} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-gray-900">{VISIT.checklistHeading}</h3>
      <ul className="flex flex-col gap-2">
        {items.fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-end gap-3">
            <TextField
              label={`${VISIT.checklistItemText} ${index + 1}`}
              autoComplete="off"
              disabled={disabled}
              containerClassName="min-w-48 flex-1"
              error={form.formState.errors.checklist?.[index]?.text?.message}
              {...form.register(`checklist.${index}.text`)}
            />
            <Checkbox
              label={VISIT.checklistItemRequired}
              disabled={disabled}
              {...form.register(`checklist.${index}.required`)}
            />
            <Checkbox
              label={VISIT.checklistItemPhoto}
              disabled={disabled}
              {...form.register(`checklist.${index}.photo`)}
            />
            <Button
              type="button"
              variant="ghost"
              disabled={disabled}
              onClick={() => items.remove(index)}
              aria-label={VISIT.checklistRemove(
                form.getValues(`checklist.${index}.text`) || VISIT.checklistItemUnnamed,
              )}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={disabled || items.fields.length >= CHECKLIST_MAX_ITEMS}
          // Issue 54 item 22: a new item starts not required; staff tick Required where it is.
          onClick={() => items.append({ text: '', required: false, photo: false })}
        >
          {VISIT.checklistAdd}
        </Button>
        <Button type="submit" variant="secondary" busy={form.busy} disabled={disabled}>
          {VISIT.checklistSave}
        </Button>
      </div>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
