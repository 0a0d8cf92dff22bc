import { useState } from 'react';
import { z } from 'zod';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { CONSOLE, VISIT } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { opsAppointmentOutcomeBody } from '@vendor-portal/contract/visit';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { LatenessBadge } from '../../components/day/lateness-badge.tsx';
import { timeIn } from '../../lib/dates/dates.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useOpsBookingChecklist } from './api/get-ops-booking-checklist.ts';
import { useReverseNoShow } from './api/reverse-no-show.ts';
import { useStaffMay } from './use-staff-role.ts';

// Issue 43 "The visit" in the console's bookings: arrival (with its lateness against the start) and departure, a
// no-show with its pay, the checklist with who ticked what and when; an admin counts a no-show as completed.

export function BookingVisit({ appointment: a }: { appointment: OpsAppointment }) {
  const [open, setOpen] = useState(false);
  // Who may count a no-show as completed: the entry's `who` (the server's rule), not a role compared here.
  const mayReverse = useStaffMay('administer');
  const zone = a.property.timeZone;
  return (
    <div className="flex flex-col gap-1 text-sm text-gray-800 sm:items-end">
      {a.checkedInAt ? (
        <p className="flex flex-wrap items-center gap-2">
          {VISIT.arrivedAt(timeIn(a.checkedInAt, zone, true))}
          <LatenessBadge appointment={a} />
        </p>
      ) : null}
      {a.checkedOutAt ? <p>{VISIT.doneAt(timeIn(a.checkedOutAt, zone, true))}</p> : null}
      {a.outcome === 'no-show' ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">{VISIT.outcomeNoShow}</Badge>
          {a.noShowCents !== undefined ? `${VISIT.noShowPayLabel}: ${formatCents(a.noShowCents)}` : null}
        </p>
      ) : null}
      {a.outcome === 'no-show' && mayReverse ? <ReverseNoShow appointmentId={a.id} /> : null}
      {a.vendor ? (
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {VISIT.checklistHeading}
        </Button>
      ) : null}
      {open ? <ChecklistList appointmentId={a.id} timeZone={zone} /> : null}
    </div>
  );
}

function ChecklistList({ appointmentId, timeZone }: { appointmentId: number; timeZone: string }) {
  const checklist = useOpsBookingChecklist(appointmentId);
  if (!checklist.data) return null;
  if (checklist.data.length === 0) return <p className="text-gray-600">{VISIT.checklistNone}</p>;
  return (
    <ul className="flex flex-col gap-1 sm:text-right">
      {checklist.data.map((item) => (
        <li key={item.id}>
          <span className={item.doneAt ? 'text-gray-900' : 'text-gray-600'}>
            {item.doneAt ? '✓ ' : '○ '}
            {item.text}
            {item.required ? ` (${VISIT.checklistRequired})` : ''}
          </span>
          {item.doneAt && item.doneBy ? (
            <span className="block text-xs text-gray-600">
              {VISIT.checklistTickedBy(item.doneBy, timeIn(item.doneAt, timeZone, true))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const reverseForm = opsAppointmentOutcomeBody.pick({ reason: true });
type ReverseForm = z.infer<typeof reverseForm>;

function ReverseNoShow({ appointmentId }: { appointmentId: number }) {
  const reverse = useReverseNoShow();
  const form = useContractForm<ReverseForm, ReverseForm>({
    schema: reverseForm,
    defaultValues: { reason: '' },
    submit: async ({ reason }) => {
      await reverse.mutateAsync({ id: appointmentId, reason });
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  return (
    <Form form={form} className="flex w-full flex-col gap-2 sm:items-end">
      <TextField
        label={VISIT.reverseReasonLabel}
        autoComplete="off"
        containerClassName="w-full"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant="secondary" size="sm" busy={form.busy}>
        {VISIT.reverseNoShow}
      </Button>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
