import { useState } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { visitState, type VisitState } from '@vendor-portal/contract/closed-job';
import { APPOINTMENTS, TEAM } from '@vendor-portal/contract/messages';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { OnMyWayControl } from '../../components/day/on-my-way-control.tsx';
import { VisitControls } from './visit-controls.tsx';
import { useHasCrew } from '../../lib/api/get-team.ts';
import { useOnMyWayOf } from '../../lib/api/get-on-my-way.ts';
import { formatAppointmentDate, formatDateIn, schedulingKind, zoneAbbreviation } from '../../lib/dates/dates.ts';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { AssigneePicker } from './assignee-picker.tsx';
import { Field } from './detail-field.tsx';
import { completableFrom } from './logic.ts';
import { ReleaseJob } from './release-job.tsx';

/** Each status's badge tone; its text is APPOINTMENTS.statusBadge(status). */
const TONES = {
  cancelled: 'warning',
  completed: 'success',
  upcoming: 'info',
  released: 'neutral',
  gone: 'neutral',
} as const;

/** Each visit state's badge tone; its text is APPOINTMENTS.visitState(state). */
const STATE_TONES: Record<VisitState, 'info' | 'success' | 'warning' | 'neutral'> = {
  upcoming: 'info',
  onTheWay: 'info',
  arrived: 'info',
  done: 'success',
  noShow: 'warning',
  cancelled: 'warning',
};

interface StatusCardProps {
  appointment: Appointment;
  /** What the page shows as the job's status (a released or gone job's own, while it still reads upcoming). */
  shown: keyof typeof TONES;
  /** Closed or no longer ours: nothing on it can be changed. */
  readOnly: boolean;
  /** Released here, or no longer ours when read again: no On my way either. */
  notOurs: boolean;
  timeZone: string | undefined;
  onReleased: () => void;
  completing: boolean;
  completeError: string | null;
  onComplete: () => void;
}

/**
 * When and where the job stands, and what can be done with it: who does it (the assignee picker), On my
 * way, Mark Complete (asked first, and only from the job's day) and Release.
 */
export function StatusCard(props: StatusCardProps) {
  const { appointment, shown, readOnly, notOurs, timeZone, onReleased, completing, completeError, onComplete } = props;
  const { appointmentDetails } = appointment;
  const online = useOnline();
  const claims = useMay('claim');
  const mayAssign = useMay('assign');
  const assigns = useHasCrew(mayAssign);
  const [confirming, setConfirming] = useState(false);
  // Completing cannot be undone, and the server refuses it before the appointment's day: ask first, and say
  // from when it is possible instead of offering a button that can only fail.
  const notYetFrom = readOnly ? null : completableFrom(appointment, new Date());
  const zone = zoneAbbreviation(appointment.actualDateTime, timeZone, schedulingKind(appointmentDetails));
  // Issue 54 item 14: the job's one state (a released or gone job's own badge while it still reads upcoming).
  const state = visitState(appointment, Boolean(useOnMyWayOf(appointment.id).data));
  return (
    <Card>
      <CardHeader title={APPOINTMENTS.statusHeading} />
      <CardBody className="flex flex-col gap-3">
        <dl className="flex flex-col gap-2">
          <Field label={APPOINTMENTS.scheduledLabel}>
            {formatAppointmentDate(appointment)}
            {zone ? <abbr className="ml-1 no-underline">{zone}</abbr> : null}
          </Field>
          <Field label={APPOINTMENTS.statusLabel}>
            {shown === 'released' || shown === 'gone' ? (
              <Badge tone={TONES[shown]}>{APPOINTMENTS.statusBadge(shown)}</Badge>
            ) : (
              <Badge tone={STATE_TONES[state]}>{APPOINTMENTS.visitState(state)}</Badge>
            )}
          </Field>
          {/* A no-show was never completed: its time is under "What happened". */}
          {state === 'noShow' ? null : (
            <Field label={APPOINTMENTS.completedAtLabel}>{formatDateIn(appointment.completedAt, timeZone)}</Field>
          )}
          {/* A one-person company gives jobs to nobody: no "Unassigned" (issue 38 item 15). */}
          {mayAssign && !assigns && !appointment.assignee ? null : (
            <Field label={TEAM.assigneeLabel}>
              {assigns && !readOnly ? (
                <AssigneePicker
                  appointmentId={appointment.id}
                  assignee={appointment.assignee}
                  label={TEAM.assigneePickerLabel(appointmentDetails.products[0]?.title ?? '')}
                />
              ) : (
                (appointment.assignee?.name ?? TEAM.unassigned)
              )}
            </Field>
          )}
        </dl>
        {notOurs ? null : <OnMyWayControl appointment={appointment} />}
        <VisitControls appointment={appointment} notOurs={notOurs} />
        {shown === 'cancelled' ? <Alert>{APPOINTMENTS.cancelled}</Alert> : null}
        {!readOnly ? (
          <>
            <Button
              className="self-start"
              busy={completing}
              disabled={notYetFrom !== null || !online}
              aria-describedby={notYetFrom ? 'complete-from' : undefined}
              onClick={() => setConfirming(true)}
            >
              {APPOINTMENTS.markComplete}
            </Button>
            <OfflineReason />
          </>
        ) : null}
        {notYetFrom ? (
          <p id="complete-from" className="text-sm text-gray-600">
            {APPOINTMENTS.completeFrom(notYetFrom)}
          </p>
        ) : null}
        <ErrorText>{completeError}</ErrorText>
        <ConfirmDialog
          open={confirming}
          message={APPOINTMENTS.completeConfirm}
          confirmLabel={APPOINTMENTS.markComplete}
          confirmVariant="primary"
          onConfirm={() => {
            setConfirming(false);
            onComplete();
          }}
          onCancel={() => setConfirming(false)}
        />
        {claims && !readOnly ? <ReleaseJob appointment={appointment} onReleased={onReleased} /> : null}
      </CardBody>
    </Card>
  );
}
