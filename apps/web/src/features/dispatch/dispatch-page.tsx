import { useState, type ReactNode } from 'react';
import {
  DndContext,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { Dispatch, DispatchAppointment } from '@vendor-portal/contract/availability';
import { AVAILABILITY, BOARD_DRAG } from '@vendor-portal/contract/messages';
import { weekdayDay } from '@vendor-portal/contract/dates';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDispatch, useGive } from './api/dispatch.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { addCalendarDays, calendarDayIn } from '../../lib/dates/dates.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { hasCode } from '../../lib/errors/parse-error.ts';
import { busyReasons } from '../../lib/errors/busy-reasons.ts';
import { clashing, GivePicker, isClosedJob, JobFacts, timeOffKey, timeOffText, UNASSIGNED } from './board-parts.tsx';
import { TimeGrid } from './time-grid.tsx';
import { useWideScreen } from './use-wide-screen.ts';

// /dispatch (owner, office; docs/architecture.md "Availability and dispatch"): who does what, a day or a week. A
// row per member who takes jobs and one for Unassigned; each job at its time in the company's zone with its
// service and area, time off marked, clashes marked. A job is given by its picker (the keyboard's path too); a
// member busy or off is asked about first (409 member-busy). Where a pointer is used, a job is also dragged onto a
// row (@dnd-kit/core, loaded with this page's chunk only; decision 028): the drop gives it through the same action,
// so a busy member is asked about the same way. Below 1024 px a list per member (it never scrolls sideways); from
// 1024 px a time grid per member, hours along the day (time-grid.tsx; issue 54 item 25).

/** A drag starts after the mouse moves a little (a click on the picker stays a click), or a long press on touch. */
function useBoardSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
  );
}

/** What a screen reader hears while a job is dragged (the texts of the contract, not the library's). */
function announcementsFor(jobName: (id: unknown) => string, rowName: (id: unknown) => string): Announcements {
  return {
    onDragStart: ({ active }) => BOARD_DRAG.dragStart(jobName(active.id)),
    onDragOver: ({ active, over }) =>
      over ? BOARD_DRAG.dragOver(jobName(active.id), rowName(over.id)) : BOARD_DRAG.dragOutside(jobName(active.id)),
    onDragEnd: ({ active, over }) =>
      over ? BOARD_DRAG.dragEnd(jobName(active.id), rowName(over.id)) : BOARD_DRAG.dragCancel(jobName(active.id)),
    onDragCancel: ({ active }) => BOARD_DRAG.dragCancel(jobName(active.id)),
  };
}

/** A row of the board that a job is dropped on. */
function DropRow({ rowKey, name, children }: { rowKey: string; name: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: rowKey });
  return (
    <li ref={setNodeRef} data-row={rowKey}>
      <Card className={`flex flex-col gap-2 px-4 py-3 ${isOver ? 'ring-2 ring-brand-600' : ''}`} aria-label={name}>
        {children}
      </Card>
    </li>
  );
}

export function DispatchPage() {
  const zone = useVendorTimeZone();
  const [days, setShownDays] = useState<1 | 7>(1);
  const [date, setShownDate] = useState<string | null>(null);
  const day = date ?? (zone ? calendarDayIn(new Date(), zone) : null);
  const board = useDispatch(day, days);
  const give = useGive();
  const [asking, setAsking] = useState<{
    id: number;
    memberId: number;
    message: string;
    reasons: string[];
  } | null>(null);
  const action = useAction({
    run: async (id: number, memberId: number | null, confirm: boolean = false) => {
      try {
        await give.mutateAsync({ id, memberId, confirm });
      } catch (err) {
        if (memberId === null || !hasCode(err, 'member-busy')) throw err;
        // The server's words are English (docs/decisions/033): the question is asked in the member's own.
        const busy = board.data?.members.find((m) => m.id === memberId)?.name;
        const nameOf = (member: number) => board.data?.members.find((m) => m.id === member)?.name;
        setAsking({
          id,
          memberId,
          message: busy ? AVAILABILITY.memberBusy(busy) : AVAILABILITY.memberBusyGeneric,
          reasons: busyReasons(err, zone, nameOf),
        });
        return;
      }
      const name = board.data?.members.find((m) => m.id === memberId)?.name;
      return name ? AVAILABILITY.given(name) : AVAILABILITY.takenBack;
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.boardFailed) })),
  });

  // Another day or week: what was said about the last one ("Given to …") goes (issue 54 item 25).
  const setDays = (next: 1 | 7) => {
    action.setOutcome(null);
    setShownDays(next);
  };
  const setDate = (next: string | null) => {
    action.setOutcome(null);
    setShownDate(next);
  };
  const data = board.data;
  const crew = (data?.members ?? []).filter((m) => m.takesJobs);
  const rows = [
    ...crew.map((m) => ({ key: String(m.id), name: m.name, memberId: m.id as number | null })),
    { key: UNASSIGNED, name: AVAILABILITY.unassigned, memberId: null },
  ];
  const sensors = useBoardSensors();
  const wide = useWideScreen();
  // A drop on another row gives the job through the same action as the picker (a busy member is asked first).
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const job = data?.appointments.find((a) => a.id === active.id);
    if (!job || !over || action.busy || isClosedJob(job)) return;
    const memberId = over.id === UNASSIGNED ? null : Number(over.id);
    if (memberId !== job.assigneeId) void action.run(job.id, memberId);
  };
  const shownDays = day ? Array.from({ length: days }, (_, i) => addCalendarDays(day, i)) : [];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageHeader title={AVAILABILITY.boardTitle} />
        <p className="-mt-2 text-gray-700 sm:-mt-4">{AVAILABILITY.boardIntro}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={AVAILABILITY.boardTitle}>
        <Button
          variant={days === 1 ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => setDays(1)}
          aria-pressed={days === 1}
        >
          {AVAILABILITY.day}
        </Button>
        <Button
          variant={days === 7 ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => setDays(7)}
          aria-pressed={days === 7}
        >
          {AVAILABILITY.week}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!day}
          onClick={() => day && setDate(addCalendarDays(day, -days))}
        >
          {AVAILABILITY.previous}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDate(null)}>
          {AVAILABILITY.today}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!day}
          onClick={() => day && setDate(addCalendarDays(day, days))}
        >
          {AVAILABILITY.next}
        </Button>
        {day ? <span className="text-sm font-medium text-gray-800">{weekdayDay(day)}</span> : null}
      </div>
      <FormOutcome outcome={action.outcome} />
      {board.isPending || !zone ? (
        <LoadingState text={AVAILABILITY.boardLoading} />
      ) : board.error ? (
        <Alert>{errorText(board.error, { fallback: orStatus(AVAILABILITY.boardFailed) })}</Alert>
      ) : data ? (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: announcementsFor(
              (id) => data.appointments.find((a) => a.id === id)?.title ?? '',
              (id) => rows.find((r) => r.key === id)?.name ?? '',
            ),
            screenReaderInstructions: { draggable: BOARD_DRAG.dragHint },
          }}
        >
          {wide ? (
            <TimeGrid
              data={data}
              zone={zone}
              rows={rows}
              shownDays={shownDays}
              busy={action.busy}
              onGive={(id, memberId) => void action.run(id, memberId)}
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={AVAILABILITY.boardTitle}>
              {rows.map((row) => {
                const jobs = data.appointments.filter((a) => a.assigneeId === row.memberId);
                const clashes = row.memberId === null ? new Set<number>() : clashing(jobs);
                const off = data.timeOff.filter((o) => o.memberId === null || o.memberId === row.memberId);
                return (
                  <DropRow key={row.key} rowKey={row.key} name={row.name}>
                    <h2 className="font-semibold text-gray-900">{row.name}</h2>
                    {shownDays.map((d) => {
                      const dayJobs = jobs.filter((j) => calendarDayIn(new Date(j.start), zone) === d);
                      const dayOff = off.filter((o) => o.startDate <= d && o.endDate >= d);
                      return (
                        <div key={d} className="flex flex-col gap-1">
                          {days > 1 ? <h3 className="text-sm font-medium text-gray-700">{weekdayDay(d)}</h3> : null}
                          {dayOff.map((o) => (
                            <p
                              key={timeOffKey(o)}
                              className="rounded bg-gray-100 px-2 py-1 text-sm text-gray-700"
                              data-testid="time-off"
                            >
                              {timeOffText(o)}
                            </p>
                          ))}
                          {dayJobs.length === 0 && dayOff.length === 0 ? (
                            <p className="text-sm text-gray-500">{AVAILABILITY.noJobs}</p>
                          ) : null}
                          {dayJobs.map((job) => (
                            <JobBlock
                              key={job.id}
                              job={job}
                              zone={zone}
                              clash={clashes.has(job.id)}
                              members={crew}
                              busy={action.busy}
                              onGive={(memberId) => void action.run(job.id, memberId)}
                            />
                          ))}
                        </div>
                      );
                    })}
                  </DropRow>
                );
              })}
            </ul>
          )}
        </DndContext>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={AVAILABILITY.confirmAssignTitle}
        message={asking?.message ?? ''}
        reasons={asking?.reasons}
        confirmLabel={AVAILABILITY.confirmAssign}
        cancelLabel={AVAILABILITY.keep}
        confirmVariant="primary"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const asked = asking;
          setAsking(null);
          if (asked) void action.run(asked.id, asked.memberId, true);
        }}
      />
    </div>
  );
}

function JobBlock({
  job,
  zone,
  clash,
  members,
  busy,
  onGive,
}: {
  job: DispatchAppointment;
  zone: string;
  clash: boolean;
  members: Dispatch['members'];
  busy: boolean;
  onGive: (memberId: number | null) => void;
}) {
  // Pointer listeners only: the keyboard gives a job with its picker, so the block itself takes no focus.
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({
    id: job.id,
    disabled: busy || isClosedJob(job),
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={`flex cursor-grab touch-manipulation flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm ${
        clash ? 'border-amber-400 bg-amber-50' : 'border-gray-200 bg-white'
      } ${isDragging ? 'relative z-10 cursor-grabbing shadow-lg' : ''}`}
      data-testid="job-block"
      data-job={job.id}
    >
      <JobFacts job={job} zone={zone} clash={clash} />
      <GivePicker job={job} zone={zone} members={members} busy={busy} onGive={onGive} />
    </div>
  );
}
