import { useState } from 'react';
import type { Member } from '@vendor-portal/contract/team';
import { AVAILABILITY, CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import { CalendarImportsCard } from '../../components/calendar-imports/calendar-imports-card.tsx';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox, SelectField } from '../../components/ui/field.tsx';
import { TimeOffCard } from '../../components/time-off/time-off-card.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useSetTakesJobs } from '../../lib/api/time-off.ts';

// /team (docs/architecture.md "Availability and dispatch"): who takes jobs (the owner changes it; the office
// reads it) and each member's time off (the owner and the office add and remove it).

export function MemberAvailability({ members, owner }: { members: Member[]; owner: boolean }) {
  const active = members.filter((m) => m.status === 'active');
  const [chosen, setChosen] = useState<number | null>(null);
  const setTakesJobs = useSetTakesJobs();
  const action = useAction({
    run: async (member: Member, takesJobs: boolean) => {
      await setTakesJobs.mutateAsync({ id: member.id, takesJobs });
      return takesJobs ? AVAILABILITY.takesJobsOn(member.name) : AVAILABILITY.takesJobsOff(member.name);
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.loadFailed) })),
  });
  const member = active.find((m) => m.id === chosen) ?? active[0];
  if (!member) return null;
  return (
    <>
      <Card aria-labelledby="takes-jobs-title">
        <CardHeader title={<span id="takes-jobs-title">{AVAILABILITY.takesJobs}</span>} />
        <CardBody className="flex flex-col gap-2">
          <FormOutcome outcome={action.outcome} />
          {active.map((m) => (
            <Checkbox
              key={m.id}
              label={AVAILABILITY.takesJobsLabel(m.name)}
              checked={m.takesJobs ?? false}
              disabled={!owner || action.busy}
              onChange={(e) => void action.run(m, e.target.checked)}
            />
          ))}
        </CardBody>
      </Card>
      <SelectField
        label={AVAILABILITY.memberPick}
        value={member.id}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {active.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <TimeOffCard owner={member.id} title={AVAILABILITY.memberTitle(member.name)} intro={AVAILABILITY.memberIntro} />
      <CalendarImportsCard
        owner={member.id}
        title={CALENDAR_IMPORTS.memberTitle(member.name)}
        intro={CALENDAR_IMPORTS.memberIntro}
      />
    </>
  );
}
