import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import type { AppointmentsTab } from '../../lib/api/get-appointments.ts';
import { AppointmentColumn, type ColumnTone, type ColumnView } from './appointment-column.tsx';
import type { AppointmentRow } from './logic.ts';

/** The Upcoming tab's three columns (docs/product-spec.md §2 Appointments), in order, read at render. */
const upcomingColumns = () =>
  [
    { tone: 'today', title: APPOINTMENTS.todayTitle, subtitle: APPOINTMENTS.todaySubtitle },
    { tone: 'tomorrow', title: APPOINTMENTS.tomorrowTitle, subtitle: APPOINTMENTS.tomorrowSubtitle },
    { tone: 'upcoming', title: APPOINTMENTS.upcomingTitle, subtitle: APPOINTMENTS.upcomingSubtitle },
  ] as const;

interface AppointmentListsProps {
  tab: AppointmentsTab;
  rowLists: Record<ColumnTone, AppointmentRow[]>;
  onOpen: (row: AppointmentRow) => void;
  onAssigned: ((tone: ColumnTone, job: Appointment) => void) | undefined;
  columnView: (tone: ColumnTone) => { view: ColumnView; onViewChange: (next: ColumnView) => void };
}

/** The tab's columns: Today, Tomorrow and Upcoming side by side, or the one Completed column. */
export function AppointmentLists({ tab, rowLists, onOpen, onAssigned, columnView }: AppointmentListsProps) {
  if (tab === 'upcoming')
    return (
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {upcomingColumns().map(({ tone, title, subtitle }) => (
          <AppointmentColumn
            key={tone}
            tone={tone}
            title={title}
            subtitle={subtitle}
            rows={rowLists[tone]}
            footer={APPOINTMENTS.countFooter}
            onOpen={onOpen}
            onAssigned={onAssigned}
            {...columnView(tone)}
          />
        ))}
      </div>
    );
  return (
    // docs/product-spec.md §9: a column is about 80 units wide on large screens.
    <div className="lg:w-80">
      <AppointmentColumn
        tone="completed"
        title={APPOINTMENTS.completedTitle}
        subtitle={APPOINTMENTS.completedSubtitle}
        rows={rowLists.completed}
        footer={APPOINTMENTS.countShownFooter}
        onOpen={onOpen}
        onAssigned={onAssigned}
        {...columnView('completed')}
      />
    </div>
  );
}
