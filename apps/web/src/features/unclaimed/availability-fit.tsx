import { CalendarOff, Users } from 'lucide-react';
import type { JobFit } from '@vendor-portal/contract/appointments';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { useHasCrew, useTeam } from '../../lib/api/get-team.ts';

// docs/architecture.md "Availability and dispatch": the unclaimed card says when the job falls in the company's
// time off, and who of the crew is free then (fit.timeOff, fit.free). A one-person company is told only when it
// is not free.

export function AvailabilityFit({ fit }: { fit: JobFit }) {
  const crew = useHasCrew(true);
  const team = useTeam();
  if (fit.free === undefined) return null;
  const names = fit.free
    .map((id) => team.data?.find((m) => m.id === id)?.name)
    .filter((name): name is string => Boolean(name))
    .join(', ');
  return (
    <>
      {fit.timeOff ? (
        <p className="flex items-center gap-1 text-amber-800">
          <CalendarOff aria-hidden="true" className="size-4 shrink-0" />
          {AVAILABILITY.fitTimeOff}
        </p>
      ) : null}
      {fit.free.length === 0 ? (
        <p className="flex items-center gap-1 text-amber-800">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {AVAILABILITY.fitNoOneFree}
        </p>
      ) : crew && names ? (
        <p className="flex items-center gap-1 text-gray-700">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {AVAILABILITY.fitFree(names)}
        </p>
      ) : null}
    </>
  );
}
