import { useState } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import type { AppointmentsFilter, AppointmentsTab } from '../../lib/api/get-appointments.ts';
import type { ColumnTone } from './appointment-column.tsx';

/** Jobs given to a member from their cards under "Only unassigned jobs", kept in place (see below). */
interface KeptJobs {
  key: string;
  jobs: ReadonlyMap<number, { tone: ColumnTone; job: Appointment }>;
}
const NOTHING_KEPT: KeptJobs = { key: '', jobs: new Map() };

/**
 * docs/ui.md "Nothing moves under a finger": under "Only unassigned jobs", a job given to a member from its card
 * stays in its column, with its new assignee, until the filter, the tab or the page changes (`forget`) (the
 * server's list, read again after the assignment or by the live stream, no longer holds it).
 * `keptJobs`: what to keep for this tab and filter (null: nothing); `onAssigned`: given to the columns
 * under the filter only.
 */
export function useKeptJobs(tab: AppointmentsTab, filter: AppointmentsFilter) {
  const [kept, setKept] = useState<KeptJobs>(NOTHING_KEPT);
  const keptKey = `${tab}:${filter}`;
  const keptJobs = filter === 'unassigned' && kept.key === keptKey ? kept.jobs : null;
  const onAssigned =
    filter === 'unassigned'
      ? (tone: ColumnTone, job: Appointment) =>
          setKept((current) => {
            const jobs = new Map(current.key === keptKey ? current.jobs : []);
            jobs.set(job.id, { tone, job });
            return { key: keptKey, jobs };
          })
      : undefined;
  const forget = () => setKept(NOTHING_KEPT);
  return { keptJobs, onAssigned, forget };
}
