import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { Appointment, JobFit, UnclaimedItem } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { formatAppointmentDate } from '../../lib/dates/dates.ts';
import { FitSentence } from './availability-fit.tsx';

// docs/architecture.md "The working day": whether an unclaimed job fits the vendor's day. The server
// says whether it falls within the vendor's hours and which of its open jobs it overlaps; the card
// names those jobs (service and time in their property's zone) from the vendor's own list.

export type FitFilter = 'all' | 'fits';

/** A job that fits: within the vendor's hours and clashing with none of its open jobs. */
const fitsTheDay = (fit: JobFit) => fit.withinHours && fit.conflicts.length === 0;

export const withFilter = (items: UnclaimedItem[], filter: FitFilter) =>
  filter === 'all' ? items : items.filter((item) => fitsTheDay(item.fit));

export interface Clash {
  id: number;
  label: string;
}

/** The clashing jobs as the vendor reads them; an id not in the list yet (still loading) by its number. */
export function clashesOf(fit: JobFit, openJobs: Appointment[] | undefined): Clash[] {
  return fit.conflicts.map((id) => {
    const job = openJobs?.find((a) => a.id === id);
    if (!job) return { id, label: WORKING_DAY_FIT.clashFallback(id) };
    const service =
      job.appointmentDetails.products
        .map((p) => p.title)
        .filter(Boolean)
        .join(', ') || APPOINTMENTS.unknownService;
    return { id, label: WORKING_DAY_FIT.clashLink(service, formatAppointmentDate(job)) };
  });
}

export function JobFitLine({ fit, clashes }: { fit: JobFit; clashes: Clash[] }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="job-fit">
      <FitSentence fit={fit} />
      {clashes.length > 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          <p className="flex items-center gap-1 font-medium">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {WORKING_DAY_FIT.clashesWith(clashes.length)}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {clashes.map((clash) => (
              <li key={clash.id}>
                <Link to={`/appointments/${clash.id}`} className="underline underline-offset-2">
                  {clash.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
