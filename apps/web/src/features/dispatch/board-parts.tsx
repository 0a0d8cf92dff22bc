import { Link } from 'react-router';
import type { Dispatch, DispatchAppointment, DispatchState } from '@vendor-portal/contract/availability';
import { AVAILABILITY, CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import { clockTime } from '@vendor-portal/contract/dates';
import type { TimeOff } from '@vendor-portal/contract/availability';
import { Badge } from '../../components/ui/badge.tsx';
import { CompactSelect } from '../../components/ui/compact-select.tsx';
import { timeIn } from '../../lib/dates/dates.ts';

// What the board's two views share (the list on a phone, the time grid on a desktop; docs/features.md
// "Availability and dispatch (issue 42)"): a job's facts, its Give to list, its state, clashes.

export const UNASSIGNED = 'unassigned';

/** Jobs of one row that overlap another of the same row (a member's clash). */
export function clashing(jobs: DispatchAppointment[]): Set<number> {
  const out = new Set<number>();
  // A date-only job has no time to clash with: its stored time is not when it is done.
  const timed = jobs.filter((j) => j.schedulingKind === 'datetime');
  for (const a of timed) for (const b of timed) if (a.id !== b.id && a.start < b.end && b.start < a.end) out.add(a.id);
  return out;
}

/** Where a job stands (issue 54 item 25): a badge, none while it is upcoming. */
export const STATE_BADGE: Record<
  Exclude<DispatchState, 'upcoming'>,
  { text: () => string; tone: 'warning' | 'info' | 'success' | 'neutral' }
> = {
  late: { text: () => AVAILABILITY.stateLate, tone: 'warning' },
  arrived: { text: () => AVAILABILITY.stateArrived, tone: 'info' },
  done: { text: () => AVAILABILITY.stateDone, tone: 'success' },
  'no-show': { text: () => AVAILABILITY.stateNoShow, tone: 'neutral' },
};

/** A job done or a no-show is closed: it stays on its day, and is no longer given. */
export const isClosedJob = (job: DispatchAppointment) => job.state === 'done' || job.state === 'no-show';

/** "9:00 AM–11:00 AM" in the company's zone, or "Any time that day" for a date-only job. */
export const jobHours = (job: DispatchAppointment, zone: string) =>
  job.schedulingKind === 'date'
    ? AVAILABILITY.anyTimeThatDay
    : AVAILABILITY.hours(timeIn(job.start, zone), timeIn(job.end, zone));

/** A job's name for a label: "Detailing, 9:00 AM–11:00 AM". */
export const jobLabel = (job: DispatchAppointment, zone: string) => `${job.title}, ${jobHours(job, zone)}`;

/** "Off" or "Off 1:00 PM–5:00 PM", with the entry's note, or "Busy (calendar)" for a calendar's busy time (no title). */
export const timeOffText = (o: TimeOff) =>
  (o.startTime && o.endTime
    ? AVAILABILITY.offHours(AVAILABILITY.hours(clockTime(o.startTime), clockTime(o.endTime)))
    : AVAILABILITY.off) + (o.kind === 'calendar' ? ` · ${CALENDAR_IMPORTS.busyLabel}` : o.note ? ` · ${o.note}` : '');

/** A time-off entry's key on the board: a calendar's busy time and a time off may share an id. */
export const timeOffKey = (o: TimeOff) => `${o.kind ?? 'timeOff'}-${o.id}`;

/** A job's time, state, service, town, link and clash. */
export function JobFacts({ job, zone, clash }: { job: DispatchAppointment; zone: string; clash: boolean }) {
  const badge = job.state === 'upcoming' ? null : STATE_BADGE[job.state];
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
        {jobHours(job, zone)}
        {badge ? <Badge tone={badge.tone}>{badge.text()}</Badge> : null}
      </p>
      <p className="text-gray-700">
        {job.title} · {job.city} {job.zipCode}
      </p>
      <Link
        to={`/appointments/${job.id}`}
        aria-label={AVAILABILITY.openJobLabel(jobLabel(job, zone))}
        className="text-sm font-medium text-brand-700 underline"
      >
        {AVAILABILITY.openJob}
      </Link>
      {clash ? <p className="font-medium text-amber-900">{AVAILABILITY.clash}</p> : null}
    </div>
  );
}

/** The keyboard's way to give a job (and the picker's on every screen): the company's people who take jobs. */
export function GivePicker({
  job,
  zone,
  members,
  busy,
  onGive,
}: {
  job: DispatchAppointment;
  zone: string;
  members: Dispatch['members'];
  busy: boolean;
  onGive: (memberId: number | null) => void;
}) {
  return (
    <CompactSelect
      label={AVAILABILITY.giveTo(jobLabel(job, zone))}
      value={job.assigneeId === null ? UNASSIGNED : String(job.assigneeId)}
      disabled={busy || isClosedJob(job)}
      onChange={(e) => onGive(e.target.value === UNASSIGNED ? null : Number(e.target.value))}
    >
      <option value={UNASSIGNED}>{AVAILABILITY.unassigned}</option>
      {members.map((m) => (
        <option key={m.id} value={String(m.id)}>
          {m.name}
        </option>
      ))}
    </CompactSelect>
  );
}
