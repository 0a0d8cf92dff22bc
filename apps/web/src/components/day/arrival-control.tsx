import { useEffect } from 'react';
import { LogIn, LogOut } from 'lucide-react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { worksOwnJobsOnly } from '@vendor-portal/contract/team-roles';
import { useAction } from '../form.tsx';
import { ErrorText } from '../ui/alert.tsx';
import { LatenessBadge } from './lateness-badge.tsx';
import { Button } from '../ui/button.tsx';
import { sendVisitStep, type VisitStep } from '../../lib/api/send-visit.ts';
import { useRefreshVisit } from '../../lib/api/refresh-visit.ts';
import { timeIn } from '../../lib/dates/dates.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { hasCode, isNetworkFailure } from '../../lib/errors/parse-error.ts';
import { noteOutbox, usePendingVisit } from '../../lib/offline/note-outbox.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useMemberRole } from '../../lib/roles/role-access.ts';
import { useSession } from '../../lib/session/session.tsx';
import { isJobDay } from './on-my-way-control.tsx';

// docs/features.md "The visit": Arrived and Done, on the job's page and the day's timeline, for the member who
// does the job. Offline a tap waits in the device's outbox as notes and photos do (decision 012) and is sent once,
// with the key it was given then; the times shown are the server's once it has them.

export function ArrivalControl({ appointment, now = new Date() }: { appointment: Appointment; now?: Date }) {
  const online = useOnline();
  const role = useMemberRole();
  const { vendorId } = useSession();
  const waiting = usePendingVisit(vendorId, appointment.id).filter((p) => p.visit && 'step' in p.visit);
  const timeZone = appointment.property?.timeZone || undefined;
  const refresh = useRefreshVisit(appointment.id);
  useEffect(
    () =>
      noteOutbox.onSynced((id) => {
        if (id === appointment.id) void refresh();
      }),
    [appointment.id, refresh],
  );
  const tap = useAction({
    run: async (step: VisitStep) => {
      if (vendorId === null) return;
      const key = crypto.randomUUID();
      if (!online) return void (await noteOutbox.addVisit(vendorId, appointment.id, { step }));
      try {
        await sendVisitStep(appointment.id, step, key);
      } catch (err) {
        // Cut off on the way: it waits with its key, so the server records it once.
        if (isNetworkFailure(err)) return void (await noteOutbox.addVisit(vendorId, appointment.id, { step }, key));
        if (!hasCode(err, 'already-done')) throw err;
      }
      await refresh();
    },
    failure: (err) => errorText(err, { fallback: VISIT.arrivalFailed }),
  });

  const waitsFor = (step: VisitStep) => waiting.some((p) => p.visit && 'step' in p.visit && p.visit.step === step);
  const arrived = Boolean(appointment.checkedInAt) || waitsFor('check-in');
  const left = Boolean(appointment.checkedOutAt) || waitsFor('check-out');
  const closed = Boolean(appointment.completedAt || appointment.cancelledAt);
  // The member who does the job: a technician sees only its own; the owner and the office, the unassigned ones.
  const holds = worksOwnJobsOnly(role) || !appointment.assignee;
  const lines = (
    <>
      {appointment.checkedInAt ? (
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-800">
          {VISIT.arrivedAt(timeIn(appointment.checkedInAt, timeZone))}
          <LatenessBadge appointment={appointment} />
        </p>
      ) : null}
      {/* A no-show's departure is the no-show's own time, not a Done anyone tapped (issue 54 item 14). */}
      {appointment.checkedOutAt && appointment.outcome !== 'no-show' ? (
        <p className="text-sm font-medium text-gray-800">{VISIT.doneAt(timeIn(appointment.checkedOutAt, timeZone))}</p>
      ) : null}
      {waiting.length > 0 ? (
        <p role="status" className="text-sm text-amber-900">
          {waitsFor('check-in') ? VISIT.arrived : VISIT.done}: {VISIT.waitingToSync}
        </p>
      ) : null}
    </>
  );
  if (closed || !holds || (arrived && left)) return lines;
  if (!isJobDay(appointment, now)) return lines;
  const step: VisitStep = arrived ? 'check-out' : 'check-in';
  return (
    <div className="flex flex-col gap-2">
      {lines}
      <Button variant="secondary" className="self-start" busy={tap.busy} onClick={() => void tap.run(step)}>
        {step === 'check-in' ? (
          <LogIn aria-hidden="true" className="size-4" />
        ) : (
          <LogOut aria-hidden="true" className="size-4" />
        )}
        {step === 'check-in' ? VISIT.arrived : VISIT.done}
      </Button>
      <ErrorText>{tap.outcome && !tap.outcome.ok ? tap.outcome.text : null}</ErrorText>
    </div>
  );
}
