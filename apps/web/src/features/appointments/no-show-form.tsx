import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { noShowBody, type NoShowBody } from '@vendor-portal/contract/visit';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../lib/api/call.ts';
import { useRefreshVisit } from '../../lib/api/refresh-visit.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useOnline } from '../../lib/offline/use-online.ts';

// The no-show's form (a chunk of its own: it opens only after the 30-minute wait): a note, then the job is closed.

export default function NoShowForm({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const online = useOnline();
  const refresh = useRefreshVisit(appointment.id);
  const form = useContractForm<NoShowBody, NoShowBody>({
    schema: noShowBody,
    defaultValues: { note: '' },
    submit: async ({ note }) => {
      await call(paths.postAppointmentByIdNoShow, { params: { id: appointment.id }, body: { note } });
      onClose();
      await refresh();
    },
    failure: (err) => errorText(err, { fallback: VISIT.tooEarlyDefault }),
  });
  return (
    <Form form={form} className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3" aria-label={VISIT.noShowHeading}>
      <p className="text-sm text-gray-700">{VISIT.noShowHint}</p>
      <TextAreaField
        label={VISIT.noShowNoteLabel}
        rows={3}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={form.busy} disabled={!online}>
          {VISIT.noShowConfirm}
        </Button>
        <Button type="button" variant="ghost" disabled={form.busy} onClick={onClose}>
          {VISIT.cancel}
        </Button>
      </div>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
