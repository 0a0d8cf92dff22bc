import { lazy, Suspense, useState } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { noShowFrom } from '@vendor-portal/contract/visit-rules';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { timeIn } from '../../lib/dates/dates.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useMemberRole } from '../../lib/roles/role-access.ts';

// docs/features.md "The visit": after arriving, once 30 minutes have passed since both the start and the arrival,
// "Customer didn't show" closes the job as a no-show (with a note); before that it says from when it is possible.

/** A closed job's no-show, with the pay it earns instead of its pay (absent when the crew does not see pay). */
export function NoShowOutcome({ appointment }: { appointment: Appointment }) {
  if (appointment.outcome !== 'no-show') return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
      <Badge tone="warning">{VISIT.outcomeNoShow}</Badge>
      {appointment.noShowCents !== undefined ? (
        <span>
          {VISIT.noShowPayLabel}: <span className="tabular-nums">{formatCents(appointment.noShowCents)}</span>
        </span>
      ) : null}
    </p>
  );
}

const NoShowForm = lazy(() => import('./no-show-form.tsx'));

export function NoShowControl({ appointment, now = new Date() }: { appointment: Appointment; now?: Date }) {
  const online = useOnline();
  const role = useMemberRole();
  const [open, setOpen] = useState(false);
  const from = noShowFrom(appointment.actualDateTime, appointment.checkedInAt ?? null);
  // The member who does the job: a technician (its own jobs only), or the owner and office on an unassigned one.
  const holds = role === 'technician' || !appointment.assignee;
  if (!from || !holds || appointment.completedAt || appointment.cancelledAt) return null;
  const timeZone = appointment.property?.timeZone || undefined;
  if (now < from) return <p className="text-sm text-gray-600">{VISIT.noShowFrom(timeIn(from, timeZone, true))}</p>;
  if (!open)
    return (
      <Button variant="secondary" className="self-start" disabled={!online} onClick={() => setOpen(true)}>
        {VISIT.noShow}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <NoShowForm appointment={appointment} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
