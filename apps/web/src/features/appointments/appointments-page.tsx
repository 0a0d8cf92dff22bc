import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useActiveProducts } from '../../lib/api/get-products.ts';
import { EMPTY_LISTS, type AppointmentsTab } from '../../lib/api/get-appointments.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useAppointmentLists } from './api/use-appointment-lists.ts';
import { useVendorTimeZone } from './api/get-vendor-time-zone.ts';
import { AppointmentColumn } from './appointment-column.tsx';
import { errorText } from '../../lib/error-text.ts';
import { catalogueTitles, toAppointmentRow, type AppointmentRow } from './logic.ts';

const TABS = [
  { value: 'upcoming' as const, label: APPOINTMENTS.tabUpcoming },
  { value: 'completed' as const, label: APPOINTMENTS.tabCompleted },
];

/** The Upcoming tab's three columns (docs/product-spec.md §2 Appointments), in order. */
const UPCOMING_COLUMNS = [
  { tone: 'today', title: APPOINTMENTS.todayTitle, subtitle: APPOINTMENTS.todaySubtitle },
  { tone: 'tomorrow', title: APPOINTMENTS.tomorrowTitle, subtitle: APPOINTMENTS.tomorrowSubtitle },
  { tone: 'upcoming', title: APPOINTMENTS.upcomingTitle, subtitle: APPOINTMENTS.upcomingSubtitle },
] as const;

export function AppointmentsPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AppointmentsTab>('upcoming');

  const timeZone = useVendorTimeZone();
  const products = useActiveProducts();
  const lists = useAppointmentLists(tab, timeZone);

  // docs/product-spec.md §8: a product load failure on this page is only logged.
  useEffect(() => {
    if (products.error) console.error('Failed to load products', products.error);
  }, [products.error]);

  const catalogue = catalogueTitles(products.data);
  const data = lists.data ?? EMPTY_LISTS;
  const rows = (list: Appointment[]) => list.map((a) => toAppointmentRow(a, catalogue));
  const open = (row: AppointmentRow) => {
    if (row.id === undefined || row.id === null) {
      console.warn('Appointment without an id cannot be opened', row);
      return;
    }
    void navigate(`/appointments/${row.id}`);
  };

  const error = !token
    ? AUTH.tokenNotFound
    : lists.error
      ? errorText(lists.error, { show: 'any', fallback: APPOINTMENTS.unknownError })
      : null;
  const loading = Boolean(token) && !error && (!timeZone || lists.isPending);

  return (
    <div>
      <PageHeader title={APPOINTMENTS.pageTitle}>
        <Tabs items={TABS} value={tab} onChange={setTab} label={APPOINTMENTS.tabsLabel} idPrefix="appointments" />
      </PageHeader>
      <div
        id="appointments-panel"
        role="tabpanel"
        aria-labelledby={`appointments-tab-${tab}`}
        className="flex flex-col gap-4"
      >
        {error ? (
          <Alert>
            {APPOINTMENTS.errorPrefix}
            {error}
          </Alert>
        ) : null}
        {loading ? (
          <LoadingState text={APPOINTMENTS.loading} />
        ) : tab === 'upcoming' ? (
          <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            {UPCOMING_COLUMNS.map(({ tone, title, subtitle }) => (
              <AppointmentColumn
                key={tone}
                tone={tone}
                title={title}
                subtitle={subtitle}
                rows={rows(data[tone])}
                footer={APPOINTMENTS.countFooter}
                onOpen={open}
              />
            ))}
          </div>
        ) : (
          // docs/product-spec.md §9: a column is about 80 units wide on large screens.
          <div className="lg:w-80">
            <AppointmentColumn
              tone="completed"
              title={APPOINTMENTS.completedTitle}
              subtitle={APPOINTMENTS.completedSubtitle}
              rows={rows(data.completed)}
              footer={APPOINTMENTS.countShownFooter}
              onOpen={open}
            />
          </div>
        )}
      </div>
    </div>
  );
}
