import type { Appointment } from '@vendor-portal/contract/appointments';
import { TEAM } from '@vendor-portal/contract/messages';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { CompactSelect } from '../../components/ui/compact-select.tsx';
import { useTeam } from '../../lib/api/get-team.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useAssignAppointment } from './api/assign-appointment.ts';

const UNASSIGNED = '';

/**
 * Who does the job (owner, office): the team's active members and "Unassigned". The server mails the technician
 * and tells its stream (docs/architecture.md "A company with a crew").
 */
export function AssigneePicker({ appointment, service }: { appointment: Appointment; service: string }) {
  const team = useTeam();
  const assign = useAssignAppointment(String(appointment.id));
  const active = (team.data ?? []).filter((m) => m.status === 'active');
  const action = useAction({
    run: async (value: string) => {
      const memberId = value === UNASSIGNED ? null : Number(value);
      await assign.mutateAsync({ id: appointment.id, memberId });
      return TEAM.assignSaved(active.find((m) => m.id === memberId)?.name ?? null);
    },
    failure: (err) => TEAM.assignFailed(errorText(err, { fallback: orStatus(TEAM.loadFailed) })),
  });
  const current = appointment.assignee;
  return (
    <div className="flex flex-col gap-1">
      <CompactSelect
        label={TEAM.assigneePickerLabel(service)}
        value={current ? String(current.id) : UNASSIGNED}
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
    </div>
  );
}
