import { CalendarCheck, CalendarOff, CalendarX } from 'lucide-react';
import type { JobFit } from '@vendor-portal/contract/appointments';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { useHasCrew, useTeam } from '../../lib/api/get-team.ts';

// docs/architecture.md "Availability and dispatch", "The working day": the unclaimed card's fit as ONE sentence
// (issue 54 item 17): within or outside the company's hours, and who of the crew is free then (fit.free). A job in
// the company's own time off (fit.timeOff) fits no one, whatever its hours: that alone is said. A one-person
// company is told who is free only when it is not.

/** The sentence of `fit`, and whether it warns (amber) rather than reassures. */
function fitSentence(fit: JobFit, names: string): { text: string; warns: boolean } {
  if (fit.timeOff) return { text: AVAILABILITY.fitTimeOff, warns: true };
  const within = fit.withinHours;
  if (fit.free !== undefined && fit.free.length === 0)
    return { text: within ? AVAILABILITY.fitWithinNoOneFree : AVAILABILITY.fitOutsideNoOneFree, warns: true };
  if (names)
    return { text: within ? AVAILABILITY.fitWithinFree(names) : AVAILABILITY.fitOutsideFree(names), warns: !within };
  return { text: within ? AVAILABILITY.fitWithin : AVAILABILITY.fitOutside, warns: !within };
}

export function FitSentence({ fit }: { fit: JobFit }) {
  const crew = useHasCrew(true);
  const team = useTeam();
  const names = crew
    ? (fit.free ?? [])
        .map((id) => team.data?.find((m) => m.id === id)?.name)
        .filter((name): name is string => Boolean(name))
        .join(', ')
    : '';
  const { text, warns } = fitSentence(fit, names);
  const Icon = fit.timeOff ? CalendarOff : fit.withinHours ? CalendarCheck : CalendarX;
  return (
    <p className={warns ? 'flex items-center gap-1 text-amber-800' : 'flex items-center gap-1 text-gray-700'}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
