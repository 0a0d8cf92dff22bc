import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, AUTH, TEAM } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useActiveProducts } from '../../lib/api/get-products.ts';
import { EMPTY_LISTS, type AppointmentsFilter, type AppointmentsTab } from '../../lib/api/get-appointments.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useVendorSetup } from '../../lib/api/get-vendor-setup.ts';
import { useAppointmentLists } from './api/use-appointment-lists.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import type { ColumnTone } from './appointment-column.tsx';
import { AppointmentLists } from './appointment-lists.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { catalogueTitles, toAppointmentRow } from './logic.ts';
import { ReviewNotice } from './review-notice.tsx';
import { useHasCrew } from '../../lib/api/get-team.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { TodayTimeOff } from '../../components/day/today-time-off.tsx';
import { useKeptJobs } from './use-kept-jobs.ts';
import { useListHistory } from './use-list-history.ts';

const SetupChecklist = lazy(async () => ({ default: (await import('./setup-checklist.tsx')).SetupChecklist }));
// The day at a glance on a phone (docs/features.md "The working day"): loaded only when today has jobs.
const DayTimeline = lazy(async () => ({
  default: (await import('../../components/day/day-timeline.tsx')).PhoneDayTimeline,
}));

/** The page's tabs, read at render (in the language of the moment). */
const tabs = () => [
  { value: 'upcoming' as const, label: APPOINTMENTS.tabUpcoming },
  { value: 'completed' as const, label: APPOINTMENTS.tabCompleted },
];

export function AppointmentsPage() {
  const { token } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AppointmentsTab = searchParams.get('tab') === 'completed' ? 'completed' : 'upcoming';
  // docs/features.md "A company with a crew": the owner and the office may list only the jobs nobody does yet.
  const assigns = useHasCrew(useMay('assign'));
  const filter: AppointmentsFilter = assigns && searchParams.get('assignee') === 'none' ? 'unassigned' : 'all';
  // A job assigned under "Only unassigned jobs" stays in place until the filter, the tab or the page changes.
  const { keptJobs, onAssigned, forget } = useKeptJobs(tab, filter);
  const setParams = (next: { tab: AppointmentsTab; filter: AppointmentsFilter }) => {
    forget();
    setSearchParams(
      {
        ...(next.tab === 'completed' ? { tab: next.tab } : {}),
        ...(next.filter === 'unassigned' ? { assignee: 'none' } : {}),
      },
      { replace: true },
    );
  };
  const setTab = (next: AppointmentsTab) => setParams({ tab: next, filter });
  // A technician's page is its own day: nothing of the company's setup (docs/features.md "A company with a crew").
  const setsUp = useMay('setup');
  const setup = useVendorSetup(setsUp);

  const timeZone = useVendorTimeZone();
  const products = useActiveProducts();
  const lists = useAppointmentLists(tab, timeZone, filter);

  // docs/product-spec.md §8: a product load failure on this page is only logged.
  useEffect(() => {
    if (products.error) console.error('Failed to load products', products.error);
  }, [products.error]);

  // The rows are made once per answer, not on every render (a sort, See More, a toast elsewhere).
  const data = lists.data ?? EMPTY_LISTS;
  const rowLists = useMemo(() => {
    const catalogue = catalogueTitles(products.data);
    const rows = (tone: ColumnTone, list: Appointment[]) => {
      if (!keptJobs) return list.map((a) => toAppointmentRow(a, catalogue));
      const held = [...keptJobs.values()].filter((k) => k.tone === tone).map((k) => k.job);
      const listed = list.filter((a) => !keptJobs.has(a.id));
      return [...listed, ...held].map((a) => toAppointmentRow(a, catalogue));
    };
    return {
      today: rows('today', data.today),
      tomorrow: rows('tomorrow', data.tomorrow),
      upcoming: rows('upcoming', data.upcoming),
      completed: rows('completed', data.completed),
    };
  }, [data, products.data, keptJobs]);

  const error = !token
    ? AUTH.tokenNotFound
    : lists.error
      ? errorText(lists.error, { fallback: orStatus(APPOINTMENTS.unknownError) })
      : null;
  const loading = Boolean(token) && !error && (!timeZone || lists.isPending);

  // Each column's view and the scroll position are kept in this history entry when a detail is opened.
  const { columnView, open } = useListHistory(loading);
  const setupLeft = setup.data && setup.data.nextStep !== 'complete' ? setup.data : null;
  const noneUnassigned =
    filter === 'unassigned' &&
    (tab === 'completed' ? [rowLists.completed] : [rowLists.today, rowLists.tomorrow, rowLists.upcoming]).every(
      (l) => l.length === 0,
    );

  return (
    <div>
      <PageHeader title={APPOINTMENTS.pageTitle}>
        <Tabs items={tabs()} value={tab} onChange={setTab} label={APPOINTMENTS.tabsLabel} idPrefix="appointments" />
      </PageHeader>
      <div
        id="appointments-panel"
        role="tabpanel"
        aria-labelledby={`appointments-tab-${tab}`}
        className="flex flex-col gap-4"
      >
        {setsUp && setup.data ? <ReviewNotice onboardingFinished={!setupLeft} /> : null}
        {setupLeft ? (
          <Suspense fallback={null}>
            <SetupChecklist setup={setupLeft} />
          </Suspense>
        ) : null}
        {assigns ? (
          <Checkbox
            label={TEAM.filterUnassigned}
            checked={filter === 'unassigned'}
            onChange={(e) => setParams({ tab, filter: e.target.checked ? 'unassigned' : 'all' })}
          />
        ) : null}
        {error ? <Alert>{APPOINTMENTS.loadError(error)}</Alert> : null}
        {/* One boundary for the timeline and the columns: a phone sees both at once, never the columns
            pushed down when the timeline's chunk arrives (the first paint's layout-shift check). */}
        {tab === 'upcoming' ? <TodayTimeOff /> : null}
        <Suspense fallback={<LoadingState text={APPOINTMENTS.loading} />}>
          {!loading && tab === 'upcoming' && data.today.length > 0 ? <DayTimeline appointments={data.today} /> : null}
          {loading ? (
            <LoadingState text={APPOINTMENTS.loading} />
          ) : !error && noneUnassigned ? (
            <EmptyState title={TEAM.unassignedEmpty} hint={TEAM.unassignedEmptyHint} />
          ) : (
            <AppointmentLists
              tab={tab}
              rowLists={rowLists}
              onOpen={open}
              onAssigned={onAssigned}
              columnView={columnView}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}
