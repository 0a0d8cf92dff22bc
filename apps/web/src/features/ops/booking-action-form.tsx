import type { ReactNode } from 'react';
import { Form, FormOutcome, type Outcome } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * The frame of a form opened on one booking of the console (reschedule it, offer it to a company): a small card
 * named by its title, its fields, the outcome, then Save and Close side by side.
 */
export function BookingActionForm({
  form,
  id,
  title,
  outcome,
  busy,
  submitLabel,
  closeLabel,
  onClose,
  children,
}: {
  form: { onSubmit: () => Promise<void> | void };
  id: string;
  title: string;
  outcome: Outcome;
  busy: boolean;
  submitLabel: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      aria-labelledby={id}
      className="flex w-full flex-col gap-3 rounded-lg border border-gray-200 p-3 sm:w-80"
    >
      <p id={id} className="font-medium text-gray-900">
        {title}
      </p>
      {children}
      <FormOutcome outcome={outcome} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </Form>
  );
}
