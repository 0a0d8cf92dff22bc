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
import { formatDateIn, timeIn } from '../../lib/dates/dates.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useOpsBookingChecklist } from './api/get-ops-booking-checklist.ts';
import { useOpsBookingSignature } from './api/get-ops-booking-signature.ts';
import { useReverseNoShow } from './api/reverse-no-show.ts';
import { useStaffMay } from './use-staff-role.ts';

// Issue 43 "The visit" in the console's bookings: arrival (with its lateness against the start) and departure, a
// no-show with its pay, the checklist with who ticked what and when, the customer's signature; an admin counts a
// no-show as completed.

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
      {a.outcome === 'no-show' && a.noShowNote ? (
        <figure className="flex flex-col gap-0.5 sm:items-end sm:text-right">
          <figcaption className="text-xs text-gray-600">
            {VISIT.noShowNoteAt(formatDateIn(a.completedAt, zone))}
          </figcaption>
          <blockquote className="break-words whitespace-pre-line">{a.noShowNote}</blockquote>
        </figure>
      ) : null}
      {a.outcome === 'no-show' && mayReverse ? <ReverseNoShow appointmentId={a.id} /> : null}
      {a.vendor ? (
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {VISIT.checklistHeading}
        </Button>
      ) : null}
      {open ? <ChecklistList appointmentId={a.id} timeZone={zone} /> : null}
      <BookingSignature appointment={a} />
    </div>
  );
}

/**
 * The customer's signature with the signer's name and when (in the property's zone). Read only for a booking that
 * requires one or was visited (a signature is given at the visit), so that a page of bookings is not a request per
 * row; unsigned, a booking that requires it says so.
 */
function BookingSignature({ appointment: a }: { appointment: OpsAppointment }) {
  const required = a.signatureRequired === true;
  const signature = useOpsBookingSignature(a.id, required || Boolean(a.checkedInAt ?? a.completedAt));
  if (signature.data === undefined) return null;
  if (signature.data === null)
    return required ? <p className="text-gray-600">{`${VISIT.signatureHeading}: ${VISIT.signatureNone}`}</p> : null;
  const signed = signature.data;
  return (
    <figure className="flex w-full flex-col gap-1 sm:w-72 sm:items-end">
      <figcaption className="font-medium text-gray-900">{VISIT.signatureHeading}</figcaption>
      <img
        src={signed.url}
        alt={VISIT.signatureImageAlt(signed.name)}
        className="h-24 w-full rounded-md border border-gray-200 bg-white object-contain"
        loading="lazy"
      />
      <p className="text-xs text-gray-700">
        {VISIT.signedBy(signed.name, formatDateIn(signed.signedAt, a.property.timeZone))}
      </p>
    </figure>
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
