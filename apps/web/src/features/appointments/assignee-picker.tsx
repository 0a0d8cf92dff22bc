import { useState } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import type { Assignee } from '@vendor-portal/contract/team';
import { TEAM } from '@vendor-portal/contract/messages';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { CompactSelect } from '../../components/ui/compact-select.tsx';
import { useTeam } from '../../lib/api/get-team.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useAssignAppointment } from './api/assign-appointment.ts';
import { hasCode } from '../../lib/errors/parse-error.ts';
import { BusyDialog, type BusyQuestion } from './busy-dialog.tsx';
import { busyReasons } from '../../lib/errors/busy-reasons.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';

const UNASSIGNED = '';

export interface AssigneePickerProps {
  appointmentId: number;
  assignee: Assignee | null | undefined;
  /** The select's name: it names the job (the detail's service; a card's service and time). */
  label: string;
  /** Told of the job as the server answered it, once the choice is saved (a card's list keeps it in place). */
  onAssigned?: (appointment: Appointment) => void;
}

/**
 * Who does the job (owner, office): the team's active members and "Unassigned", on the detail and on each card.
 * The choice shows at once and goes back to what it was, with the server's message, if the server refuses it.
 * The server mails the technician and tells its stream (docs/architecture.md "A company with a crew").
 */
export function AssigneePicker({ appointmentId, assignee: current, label, onAssigned }: AssigneePickerProps) {
  const team = useTeam();
  const zone = useVendorTimeZone();
  const assign = useAssignAppointment(String(appointmentId));
  const active = (team.data ?? []).filter((m) => m.status === 'active');
  // The choice being sent, shown until the answer (the appointment then says it, or it is rolled back).
  const [sending, setSending] = useState<string | null>(null);
  // A member busy or off then is asked about first (409 member-busy: docs/architecture.md "Availability and dispatch").
  const [asking, setAsking] = useState<BusyQuestion | null>(null);
  const action = useAction({
    run: async (value: string, confirm: boolean = false) => {
      const memberId = value === UNASSIGNED ? null : Number(value);
      setSending(value);
      try {
        const answer = await assign.mutateAsync({ id: appointmentId, memberId, confirm });
        // The answer says null for nobody; the lists' jobs leave the assignee out.
        onAssigned?.({ ...answer.data, assignee: answer.data.assignee ?? undefined });
      } catch (err) {
        if (!hasCode(err, 'member-busy')) throw err;
        const nameOf = (id: number) => active.find((m) => m.id === id)?.name;
        setAsking({ value, message: (err as Error).message, reasons: busyReasons(err, zone, nameOf) });
        return;
      } finally {
        setSending(null);
      }
      return TEAM.assignSaved(active.find((m) => m.id === memberId)?.name ?? null);
    },
    failure: (err) => TEAM.assignFailed(errorText(err, { fallback: orStatus(TEAM.loadFailed) })),
  });
  return (
    <div className="flex flex-col gap-1">
      <CompactSelect
        label={label}
        value={sending ?? (current ? String(current.id) : UNASSIGNED)}
        disabled={action.busy || team.isPending}
        onChange={(e) => void action.run(e.target.value)}
        className="self-start"
      >
        <option value={UNASSIGNED}>{TEAM.unassigned}</option>
        {/* One who left the team stays shown until the job is given to someone else. */}
        {current && !active.some((m) => m.id === current.id) ? (
          <option value={String(current.id)}>{current.name}</option>
        ) : null}
        {active.map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name}
          </option>
        ))}
      </CompactSelect>
      <FormOutcome outcome={action.outcome} />
      <BusyDialog
        question={asking}
        onAnswer={(value) => {
          setAsking(null);
          if (value !== null) void action.run(value, true);
        }}
      />
    </div>
  );
}
