import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
import { AppointmentColumn, DEFAULT_COLUMN_VIEW, type ColumnTone, type ColumnView } from './appointment-column.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { catalogueTitles, toAppointmentRow, type AppointmentRow } from './logic.ts';
import { ReviewNotice } from './review-notice.tsx';
import { useHasCrew } from '../../lib/api/get-team.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { TodayTimeOff } from '../../components/day/today-time-off.tsx';

const SetupChecklist = lazy(async () => ({ default: (await import('./setup-checklist.tsx')).SetupChecklist }));
// The day at a glance on a phone (docs/features.md "The working day"): loaded only when today has jobs.
const DayTimeline = lazy(async () => ({
  default: (await import('../../components/day/day-timeline.tsx')).PhoneDayTimeline,
}));

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

/**
 * What the list keeps in its own history entry when a detail is opened, so that Back (the browser's or "Back to
 * Appointments") finds the page as it was left: each column's sort and See More, and the scroll position.
 * The tab and the filter are in the URL (?tab=completed, ?assignee=none), so they also survive a reload or a
 * shared link.
 */
interface ListState {
  view?: Partial<Record<ColumnTone, ColumnView>>;
  scrollY?: number;
}

/** Jobs given to a member from their cards under "Only unassigned jobs", kept in place (see below). */
interface KeptJobs {
  key: string;
  jobs: ReadonlyMap<number, { tone: ColumnTone; job: Appointment }>;
}
const NOTHING_KEPT: KeptJobs = { key: '', jobs: new Map() };

export function AppointmentsPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AppointmentsTab = searchParams.get('tab') === 'completed' ? 'completed' : 'upcoming';
  // docs/features.md "A company with a crew": the owner and the office may list only the jobs nobody does yet.
  const assigns = useHasCrew(useMay('assign'));
  const filter: AppointmentsFilter = assigns && searchParams.get('assignee') === 'none' ? 'unassigned' : 'all';
  // UI.md "Nothing moves under a finger": under "Only unassigned jobs", a job given to a member from its card
  // stays in its column, with its new assignee, until the filter, the tab or the page changes (setParams) (the server's
  // list, read again after the assignment or by the live stream, no longer holds it).
  const [kept, setKept] = useState<KeptJobs>(NOTHING_KEPT);
  const setParams = (next: { tab: AppointmentsTab; filter: AppointmentsFilter }) => {
    setKept(NOTHING_KEPT);
    setSearchParams(
      {
        ...(next.tab === 'completed' ? { tab: next.tab } : {}),
        ...(next.filter === 'unassigned' ? { assignee: 'none' } : {}),
      },
      { replace: true },
    );
  };
  const setTab = (next: AppointmentsTab) => setParams({ tab: next, filter });
  const [saved] = useState<ListState>(() => (location.state as ListState | null) ?? {});
  const [view, setView] = useState(saved.view ?? {});
  const columnView = (tone: ColumnTone) => ({
    view: view[tone] ?? DEFAULT_COLUMN_VIEW,
    onViewChange: (next: ColumnView) => setView((v) => ({ ...v, [tone]: next })),
  });
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
  const open = (row: AppointmentRow) => {
    if (row.id === undefined || row.id === null) {
      console.warn('Appointment without an id cannot be opened', row);
      return;
    }
    // Remember the view in this entry, then open the detail: Back comes back to it.
    void navigate(
      { search: location.search },
      { replace: true, state: { view, scrollY: window.scrollY } satisfies ListState },
    );
    void navigate(`/appointments/${row.id}`, { state: { fromList: true } });
  };

  const error = !token
    ? AUTH.tokenNotFound
    : lists.error
      ? errorText(lists.error, { fallback: orStatus(APPOINTMENTS.unknownError) })
      : null;
  const loading = Boolean(token) && !error && (!timeZone || lists.isPending);

  // Back from a detail: once the lists are on screen again, scroll to where the vendor was.
  const restored = useRef(saved.scrollY === undefined);
  useLayoutEffect(() => {
    if (restored.current || loading) return;
    restored.current = true;
    window.scrollTo({ top: saved.scrollY });
  }, [loading, saved.scrollY]);
  const setupLeft = setup.data && setup.data.nextStep !== 'complete' ? setup.data : null;
  const noneUnassigned =
    filter === 'unassigned' &&
    (tab === 'completed' ? [rowLists.completed] : [rowLists.today, rowLists.tomorrow, rowLists.upcoming]).every(
      (l) => l.length === 0,
    );

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
        {error ? (
          <Alert>
            {APPOINTMENTS.errorPrefix}
            {error}
          </Alert>
        ) : null}
        {/* One boundary for the timeline and the columns: a phone sees both at once, never the columns
            pushed down when the timeline's chunk arrives (the first paint's layout-shift check). */}
        {tab === 'upcoming' ? <TodayTimeOff /> : null}
        <Suspense fallback={<LoadingState text={APPOINTMENTS.loading} />}>
          {!loading && tab === 'upcoming' && data.today.length > 0 ? <DayTimeline appointments={data.today} /> : null}
          {loading ? (
            <LoadingState text={APPOINTMENTS.loading} />
          ) : !error && noneUnassigned ? (
            <EmptyState title={TEAM.unassignedEmpty} hint={TEAM.unassignedEmptyHint} />
          ) : tab === 'upcoming' ? (
            <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
              {UPCOMING_COLUMNS.map(({ tone, title, subtitle }) => (
                <AppointmentColumn
                  key={tone}
                  tone={tone}
                  title={title}
                  subtitle={subtitle}
                  rows={rowLists[tone]}
                  footer={APPOINTMENTS.countFooter}
                  onOpen={open}
                  onAssigned={onAssigned}
                  {...columnView(tone)}
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
                rows={rowLists.completed}
                footer={APPOINTMENTS.countShownFooter}
                onOpen={open}
                onAssigned={onAssigned}
                {...columnView('completed')}
              />
            </div>
          )}
        </Suspense>
      </div>
    </div>
  );
}
