import { lazy, Suspense } from 'react';
import { ArrowDownWideNarrow } from 'lucide-react';
import { APPOINTMENTS, TEAM } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { PayLine } from '../../components/pay-line.tsx';
import { COLLAPSED_COUNT, sortRows, type AppointmentRow, type SortOrder } from './logic.ts';
import { useHasCrew } from '../../lib/api/get-team.ts';
import { useMay } from '../../lib/roles/role-access.ts';

// The cards' picker (owner, office) loads with the forms chunk, after the lists: a technician never loads it.
const AssigneePicker = lazy(async () => ({ default: (await import('./assignee-picker.tsx')).AssigneePicker }));

// docs/product-spec.md §2 column colours: Today blue, Tomorrow purple, Upcoming orange, Completed grey.
const tones = {
  today: { border: 'border-t-column-today', title: 'text-column-today', soft: 'bg-column-today-soft' },
  tomorrow: { border: 'border-t-column-tomorrow', title: 'text-column-tomorrow', soft: 'bg-column-tomorrow-soft' },
  upcoming: { border: 'border-t-column-upcoming', title: 'text-column-upcoming', soft: 'bg-column-upcoming-soft' },
  completed: { border: 'border-t-column-completed', title: 'text-column-completed', soft: 'bg-column-completed-soft' },
} as const;
export type ColumnTone = keyof typeof tones;

export interface AppointmentColumnProps {
  tone: ColumnTone;
  title: string;
  subtitle: string;
  rows: AppointmentRow[];
  footer: (count: number) => string;
  onOpen: (row: AppointmentRow) => void;
  /** The column's view (sort order, See More), kept by the page so that it survives a visit to a detail. */
  view: ColumnView;
  onViewChange: (view: ColumnView) => void;
  /** A job given to a member from its card, as the server answered it (the page may keep the card in place). */
  onAssigned?: (tone: ColumnTone, appointment: Appointment) => void;
}

export interface ColumnView {
  order: SortOrder;
  expanded: boolean;
}
export const DEFAULT_COLUMN_VIEW: ColumnView = { order: 'asc', expanded: false };

export function AppointmentColumn({
  tone,
  title,
  subtitle,
  rows,
  footer,
  onOpen,
  view,
  onViewChange,
  onAssigned,
}: AppointmentColumnProps) {
  const { order, expanded } = view;
  const setOrder = (next: SortOrder) => onViewChange({ ...view, order: next });
  const setExpanded = (next: boolean) => onViewChange({ ...view, expanded: next });
  const colours = tones[tone];
  // docs/features.md "A company with a crew": the owner and the office give each job to a member from its card.
  const assigns = useHasCrew(useMay('assign'));
  const sorted = sortRows(rows, order);
  const shown = expanded ? sorted : sorted.slice(0, COLLAPSED_COUNT);
  return (
    <section
      aria-label={title}
      className={cn(
        'flex w-full flex-col rounded-xl border border-t-4 border-gray-200 bg-white shadow-sm',
        colours.border,
      )}
    >
      <header className={cn('rounded-t-lg px-4 py-3', colours.soft)}>
        <div className="flex items-center justify-between gap-2">
          <h2 className={cn('text-lg font-semibold', colours.title)}>{title}</h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
            className="-mr-2 shrink-0"
          >
            <ArrowDownWideNarrow aria-hidden="true" className={cn('size-4', order === 'asc' && 'rotate-180')} />
            {/* The visible order stays part of the accessible name (WCAG 2.5.3). */}
            <span className="sr-only">{APPOINTMENTS.sortLabel(title)}</span>{' '}
            {order === 'asc' ? APPOINTMENTS.sortAsc : APPOINTMENTS.sortDesc}
          </Button>
        </div>
        <p className="text-sm text-gray-700">{subtitle}</p>
      </header>
      <ul className="flex flex-col gap-2 p-3">
        {shown.length === 0 ? (
          <li className="px-1 py-4 text-center text-sm text-gray-600">{APPOINTMENTS.columnEmpty}</li>
        ) : null}
        {shown.map((row, index) => (
          <li
            key={row.id ?? `missing-${index}`}
            className="flex flex-col rounded-lg border border-gray-200 bg-white hover:border-gray-300"
          >
            {/* The card opens the job; the picker sits beside it, not inside it (a button holds no select). */}
            <button
              type="button"
              onClick={() => onOpen(row)}
              className="flex min-h-11 w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-left hover:bg-gray-50"
            >
              <span className="font-medium text-gray-900">{row.service || APPOINTMENTS.serviceMissing}</span>
              <span className="break-all text-sm text-gray-700">{row.email || APPOINTMENTS.emailMissing}</span>
              <span className="text-sm text-gray-600">
                <span>{row.date || APPOINTMENTS.dateMissing}</span>
                {row.date && row.zone ? <abbr className="ml-1 no-underline">{row.zone}</abbr> : null}
              </span>
              {row.town ? <span className="text-sm font-medium text-gray-800">{row.town}</span> : null}
              {/* Where the card has a picker, the picker says who does it; a technician's card says it here. */}
              {row.assignee && (!assigns || row.closed) ? (
                <span className="text-sm text-gray-700">{TEAM.assignedTo(row.assignee.name)}</span>
              ) : null}
              <PayLine cents={row.payoutCents} />
            </button>
            {/* A closed job (completed) is given to nobody any more: the server refuses it with 409. */}
            {assigns && !row.closed && typeof row.id === 'number' ? (
              <div className="px-3 pb-2">
                {/* The placeholder keeps the select's height, so the cards do not move when it arrives. */}
                <Suspense fallback={<div className="min-h-11" />}>
                  <AssigneePicker
                    appointmentId={row.id}
                    assignee={row.assignee}
                    onAssigned={onAssigned && ((appointment) => onAssigned(tone, appointment))}
                    label={TEAM.assigneeCardPickerLabel(
                      row.service || APPOINTMENTS.serviceMissing,
                      row.date || APPOINTMENTS.dateMissing,
                    )}
                  />
                </Suspense>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {rows.length > COLLAPSED_COUNT ? (
        <Button
          variant="link"
          className="mx-4 mb-2 self-start"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? APPOINTMENTS.seeLess : APPOINTMENTS.seeMore}
        </Button>
      ) : null}
      <footer className="mt-auto border-t border-gray-100 px-4 py-2 text-sm text-gray-600">
        {footer(rows.length)}
      </footer>
    </section>
  );
}
