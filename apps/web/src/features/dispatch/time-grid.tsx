import { useState, type CSSProperties, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Dispatch, DispatchAppointment, TimeOff } from '@vendor-portal/contract/availability';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { clockTime, localParts, weekdayDay } from '@vendor-portal/contract/dates';
import { Button } from '../../components/ui/button.tsx';
import { timeIn } from '../../lib/dates/dates.ts';
import {
  clashing,
  GivePicker,
  isClosedJob,
  JobFacts,
  jobLabel,
  STATE_BADGE,
  timeOffKey,
  timeOffText,
} from './board-parts.tsx';

// The board on a desktop (issue 54 item 25; docs/features.md "Availability and dispatch (issue 42)"): a row per
// member who takes jobs and one for Unassigned, the hours of the day along each row (quarter-hour lines), each job a block at its time in the
// company's zone and each time off a shaded block (a calendar's busy time arrives as time off and shows the
// same). The week: a column per day. A block is dragged onto another row to give it (the page's drop, through the
// same action as the picker); activating a block (the keyboard's path) opens the job under its row with its
// Give to list. Which calendar day a job is on is the day in the company's zone, whatever the browser's.

export type GridRowSpec = { key: string; name: string; memberId: number | null };

const DAY_MINUTES = 24 * 60;
const LANE_PX = 56;

/** Minutes since the shown day's midnight in `zone` (0 before it, 1440 after it). */
function minutesOn(day: string, at: string, zone: string): number {
  const local = localParts(at, zone);
  if (local.slice(0, 10) < day) return 0;
  if (local.slice(0, 10) > day) return DAY_MINUTES;
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}

const hhmm = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/** Where on the day a time off lies, in minutes: its hours on each of its days, or the whole day. */
const offSpan = (o: TimeOff): [number, number] =>
  o.startTime && o.endTime ? [hhmm(o.startTime), hhmm(o.endTime)] : [0, DAY_MINUTES];

/** The hours the day view shows: 7 AM to 7 PM, widened to every job and part-day time off of the day. */
function dayWindow(jobs: DispatchAppointment[], off: TimeOff[], day: string, zone: string): [number, number] {
  let from = 7 * 60;
  let to = 19 * 60;
  for (const j of jobs) {
    from = Math.min(from, minutesOn(day, j.start, zone));
    to = Math.max(to, minutesOn(day, j.end, zone));
  }
  for (const o of off.filter((x) => x.startTime && x.endTime)) {
    const [a, b] = offSpan(o);
    from = Math.min(from, a);
    to = Math.max(to, b);
  }
  return [Math.floor(from / 60) * 60, Math.min(DAY_MINUTES, Math.ceil(to / 60) * 60)];
}

/** Each timed job's lane: overlapping jobs of a row stack, so none hides another. */
function lanes(jobs: DispatchAppointment[]): Map<number, number> {
  const ends: string[] = [];
  const out = new Map<number, number>();
  for (const j of [...jobs].sort((a, b) => a.start.localeCompare(b.start))) {
    let lane = ends.findIndex((end) => end <= j.start);
    if (lane < 0) lane = ends.length;
    ends[lane] = j.end;
    out.set(j.id, lane);
  }
  return out;
}

/** A week's day cell, in the order of the day: date-only jobs first, then jobs and time off by their start. */
function dayItems(day: string, jobs: DispatchAppointment[], off: TimeOff[], zone: string) {
  const at = (item: DispatchAppointment | TimeOff) =>
    'title' in item ? (item.schedulingKind === 'date' ? -1 : minutesOn(day, item.start, zone)) : offSpan(item)[0];
  return [...jobs, ...off].sort((a, b) => at(a) - at(b));
}

export function TimeGrid({
  data,
  zone,
  rows,
  shownDays,
  busy,
  onGive,
}: {
  data: Dispatch;
  zone: string;
  rows: GridRowSpec[];
  shownDays: string[];
  busy: boolean;
  onGive: (jobId: number, memberId: number | null) => void;
}) {
  const [openJob, setOpenJob] = useState<number | null>(null);
  const crew = data.members.filter((m) => m.takesJobs);
  const onDay = (d: string) => (j: DispatchAppointment) => localParts(j.start, zone).slice(0, 10) === d;
  const offOn = (d: string) => (o: TimeOff) => o.startDate <= d && o.endDate >= d;
  const week = shownDays.length > 1;
  const day = shownDays[0] ?? '';
  const hoursShown = dayWindow(
    data.appointments.filter((j) => j.schedulingKind === 'datetime' && onDay(day)(j)),
    data.timeOff.filter(offOn(day)),
    day,
    zone,
  );
  return (
    <div className="flex flex-col gap-2" role="group" aria-label={AVAILABILITY.gridLabel} data-testid="time-grid">
      <div
        className="grid grid-cols-[9rem_1fr] gap-2 border border-transparent px-3 text-xs text-gray-600"
        aria-hidden="true"
      >
        <span />
        {week ? (
          <div className="grid grid-cols-7 gap-1">
            {shownDays.map((d) => (
              <span key={d} className="font-medium text-gray-800">
                {weekdayDay(d)}
              </span>
            ))}
          </div>
        ) : (
          <HourScale hours={hoursShown} />
        )}
      </div>
      {rows.map((row) => {
        const jobs = data.appointments.filter((a) => a.assigneeId === row.memberId);
        const clashes = row.memberId === null ? new Set<number>() : clashing(jobs);
        const off = data.timeOff.filter((o) => o.memberId === null || o.memberId === row.memberId);
        const open = jobs.find((j) => j.id === openJob);
        const block = (job: DispatchAppointment, place?: { left: number; width: number; lane: number }) => (
          <GridBlock
            key={job.id}
            job={job}
            zone={zone}
            clash={clashes.has(job.id)}
            busy={busy}
            open={openJob === job.id}
            place={place}
            onOpen={() => setOpenJob(openJob === job.id ? null : job.id)}
          />
        );
        return (
          <GridRow key={row.key} rowKey={row.key} name={row.name}>
            {week ? (
              <div className="grid grid-cols-7 gap-1">
                {shownDays.map((d) => (
                  <div key={d} className="flex min-w-0 flex-col gap-1 border-l border-gray-200 pl-1" data-day={d}>
                    {dayItems(d, jobs.filter(onDay(d)), off.filter(offOn(d)), zone).map((item) =>
                      'title' in item ? block(item) : <TimeOffBlock key={`off-${item.id}`} entry={item} />,
                    )}
                  </div>
                ))}
              </div>
            ) : (
              <DayTrack
                jobs={jobs.filter(onDay(day))}
                off={off.filter(offOn(day))}
                day={day}
                zone={zone}
                hours={hoursShown}
                block={block}
              />
            )}
            {open ? (
              <div className="col-span-2 flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
                <JobFacts job={open} zone={zone} clash={clashes.has(open.id)} />
                <div className="flex items-center gap-2">
                  <GivePicker
                    job={open}
                    zone={zone}
                    members={crew}
                    busy={busy}
                    onGive={(memberId) => {
                      setOpenJob(null);
                      onGive(open.id, memberId);
                    }}
                  />
                  <Button variant="secondary" size="sm" onClick={() => setOpenJob(null)}>
                    {AVAILABILITY.closeJob}
                  </Button>
                </div>
              </div>
            ) : null}
          </GridRow>
        );
      })}
    </div>
  );
}

/** The hours above the day's rows: "7:00 AM" at each hour's line. */
function HourScale({ hours: [from, to] }: { hours: [number, number] }) {
  const marks = Array.from({ length: (to - from) / 60 }, (_, i) => from + i * 60);
  return (
    <div className="relative h-5">
      {marks.map((m) => (
        <span
          key={m}
          className="absolute -translate-x-1/2 whitespace-nowrap"
          style={{ left: `${((m - from) / (to - from)) * 100}%` }}
        >
          {clockTime(`${String(m / 60).padStart(2, '0')}:00`).replace(':00', '')}
        </span>
      ))}
    </div>
  );
}

/** One member's day: hour and quarter-hour lines, time off shaded, each job at its time. */
function DayTrack({
  jobs,
  off,
  day,
  zone,
  hours: [from, to],
  block,
}: {
  jobs: DispatchAppointment[];
  off: TimeOff[];
  day: string;
  zone: string;
  hours: [number, number];
  block: (job: DispatchAppointment, place?: { left: number; width: number; lane: number }) => ReactNode;
}) {
  const span = to - from;
  const pct = (m: number) => ((Math.min(Math.max(m, from), to) - from) / span) * 100;
  const timed = jobs.filter((j) => j.schedulingKind === 'datetime');
  const lane = lanes(timed);
  const laneCount = Math.max(1, ...[...lane.values()].map((l) => l + 1));
  const quarters = Array.from({ length: span / 15 }, (_, i) => from + i * 15);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {jobs.some((j) => j.schedulingKind === 'date') ? (
        <div className="flex flex-wrap gap-1">
          {jobs.filter((j) => j.schedulingKind === 'date').map((j) => block(j))}
        </div>
      ) : null}
      <div className="relative rounded-md bg-gray-50" style={{ height: laneCount * LANE_PX + 8 }}>
        {quarters.map((m) => (
          <span
            key={m}
            aria-hidden="true"
            className={`absolute top-0 bottom-0 border-l ${m % 60 === 0 ? 'border-gray-300' : 'border-gray-200/60'}`}
            style={{ left: `${pct(m)}%` }}
          />
        ))}
        {jobs.length === 0 && off.length === 0 ? (
          <p className="absolute inset-0 flex items-center px-2 text-sm text-gray-500">{AVAILABILITY.noJobs}</p>
        ) : null}
        {off.map((o) => {
          const [a, b] = offSpan(o);
          return (
            <TimeOffBlock
              key={timeOffKey(o)}
              entry={o}
              className="absolute top-0 bottom-0"
              style={{ left: `${pct(a)}%`, width: `${pct(b) - pct(a)}%` }}
            />
          );
        })}
        {timed.map((j) => {
          const start = pct(minutesOn(day, j.start, zone));
          const end = pct(minutesOn(day, j.end, zone));
          return block(j, { left: start, width: Math.max(end - start, 2), lane: lane.get(j.id) ?? 0 });
        })}
      </div>
    </div>
  );
}

function TimeOffBlock({ entry, className = '', style }: { entry: TimeOff; className?: string; style?: CSSProperties }) {
  return (
    <p
      className={`overflow-hidden rounded bg-gray-200/80 px-2 py-1 text-xs text-ellipsis text-gray-800 ${className}`}
      style={{
        ...style,
        backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgb(255 255 255 / 0.5) 6px 12px)',
      }}
      data-testid="time-off"
      title={timeOffText(entry)}
    >
      {timeOffText(entry)}
    </p>
  );
}

/** A row of the grid that a job is dropped on (the same ids as the list's rows). */
function GridRow({ rowKey, name, children }: { rowKey: string; name: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: rowKey });
  return (
    <section
      ref={setNodeRef}
      data-row={rowKey}
      aria-label={name}
      className={`grid grid-cols-[9rem_1fr] items-start gap-2 rounded-xl border border-gray-200 bg-white px-3 py-2 shadow-sm ${
        isOver ? 'ring-2 ring-brand-600' : ''
      }`}
    >
      <h2 className="truncate pt-2 font-semibold text-gray-900" title={name}>
        {name}
      </h2>
      {children}
    </section>
  );
}

function GridBlock({
  job,
  zone,
  clash,
  busy,
  open,
  place,
  onOpen,
}: {
  job: DispatchAppointment;
  zone: string;
  clash: boolean;
  busy: boolean;
  open: boolean;
  place?: { left: number; width: number; lane: number };
  onOpen: () => void;
}) {
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({
    id: job.id,
    disabled: busy || isClosedJob(job),
  });
  const badge = job.state === 'upcoming' ? null : STATE_BADGE[job.state];
  const moved = transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      onClick={onOpen}
      aria-expanded={open}
      aria-label={AVAILABILITY.showJob(jobLabel(job, zone))}
      data-testid="job-block"
      data-job={job.id}
      style={
        place
          ? {
              position: 'absolute',
              left: `${place.left}%`,
              width: `${place.width}%`,
              top: place.lane * LANE_PX + 4,
              height: LANE_PX - 4,
              transform: moved,
            }
          : { transform: moved }
      }
      className={`flex min-w-0 cursor-grab touch-manipulation flex-col overflow-hidden rounded-md border px-1.5 py-0.5 text-left text-xs leading-tight ${
        clash ? 'border-amber-500 bg-amber-50' : 'border-brand-300 bg-brand-50'
      } ${open ? 'ring-2 ring-brand-600' : ''} ${isDragging ? 'z-10 cursor-grabbing shadow-lg' : ''}`}
    >
      <span className="truncate font-semibold text-gray-900">{job.title}</span>
      <span className="truncate text-gray-800">
        {job.schedulingKind === 'date' ? AVAILABILITY.anyTimeThatDay : timeIn(job.start, zone)}
      </span>
      <span className="truncate text-gray-700">
        {badge ? `${badge.text()} · ` : ''}
        {clash ? <span className="font-medium text-amber-900">{AVAILABILITY.clash}</span> : job.city}
      </span>
    </button>
  );
}
