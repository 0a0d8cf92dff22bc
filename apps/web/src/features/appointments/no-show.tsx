import { lazy, Suspense, useState } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { worksOwnJobsOnly } from '@vendor-portal/contract/team-roles';
import { formatCents } from '@vendor-portal/contract/money';
import { noShowFrom } from '@vendor-portal/contract/visit-rules';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';
import { visitState } from '@vendor-portal/contract/closed-job';
import { Button } from '../../components/ui/button.tsx';
import { formatDateIn, timeIn } from '../../lib/dates/dates.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useMemberRole } from '../../lib/roles/role-access.ts';

// docs/features.md "The visit": after arriving, once 30 minutes have passed since both the start and the arrival,
// "Customer didn't show" closes the job as a no-show (with a note); before that it says from when it is possible.

/**
 * A closed job's no-show, with the pay it earns instead of its pay (absent when the crew does not see pay) and the
 * technician's note with when it was recorded, in the property's zone (issue 43).
 */
export function NoShowOutcome({ appointment }: { appointment: Appointment }) {
  if (appointment.outcome !== 'no-show') return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-gray-800">
      {/* The status badge above says No-show (the job's one state, issue 54 item 14): here its pay and note. */}
      <p className="flex flex-wrap items-center gap-2">
        {appointment.noShowCents !== undefined ? (
          <span>
            {VISIT.noShowPayLabel}: <span className="tabular-nums">{formatCents(appointment.noShowCents)}</span>
          </span>
        ) : null}
      </p>
      {appointment.noShowNote ? (
        <NoShowNote
          note={appointment.noShowNote}
          at={appointment.completedAt}
          timeZone={appointment.property?.timeZone}
        />
      ) : null}
    </div>
  );
}

/** The note a technician wrote on closing a job as a no-show, under when it was recorded (the property's zone). */
function NoShowNote({ note, at, timeZone }: { note: string; at: string | null; timeZone?: string }) {
  return (
    <figure className="flex flex-col gap-0.5">
      <figcaption className="text-xs text-gray-600">{VISIT.noShowNoteAt(formatDateIn(at, timeZone))}</figcaption>
      <blockquote className="break-words whitespace-pre-line">{note}</blockquote>
    </figure>
  );
}

const NoShowForm = lazy(() => import('./no-show-form.tsx'));

export function NoShowControl({ appointment, now = new Date() }: { appointment: Appointment; now?: Date }) {
  const online = useOnline();
  const role = useMemberRole();
  const [open, setOpen] = useState(false);
  const from = noShowFrom(
    appointment.actualDateTime,
    appointment.checkedInAt ?? null,
    schedulingKind(appointment.appointmentDetails),
  );
  // The member who does the job: a technician (its own jobs only), or the owner and office on an unassigned one.
  const holds = worksOwnJobsOnly(role) || !appointment.assignee;
  // Only while arrived (issue 54 item 14): a job done, closed or cancelled offers no no-show.
  if (!from || !holds || visitState(appointment) !== 'arrived') return null;
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
