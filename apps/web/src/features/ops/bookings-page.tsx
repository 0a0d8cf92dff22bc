import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CalendarX2, Plus, X } from 'lucide-react';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useCancelOpsBooking } from './api/change-ops-booking.ts';
import {
  OPS_BOOKINGS_PAGE_SIZE,
  useOpsAppointments,
  type OpsAppointmentState,
  type OpsBookingFilters,
} from './api/get-ops-appointments.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingPhotos } from './booking-photos.tsx';
import { BookingOffers } from './booking-offers.tsx';
import { consoleInstant, schedulingKind } from '../../lib/dates/dates.ts';
import { RescheduleBooking } from './reschedule-form.tsx';
import { useStaffMay } from './use-staff-role.ts';

// Issue 43: the visit's row (arrival, no-show, checklist), a chunk of its own (the page's budget).
const BookingVisit = lazy(() => import('./booking-visit.tsx').then((m) => ({ default: m.BookingVisit })));

const STATES: OpsAppointmentState[] = ['unclaimed', 'claimed', 'completed'];

/** Cancel, asked first (issue 28 item 11): the API tells the vendor and takes the job off every list. */
function CancelBooking({ appointment: a }: { appointment: OpsAppointment }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOpsBooking();
  const action = useAction({
    run: async () => {
      await cancel.mutateAsync(a.id);
      return CONSOLE.bookingCancelledDone;
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button variant="secondary" size="sm" busy={action.busy} onClick={() => setAsking(true)}>
        {CONSOLE.cancelBooking}
      </Button>
      <FormOutcome outcome={action.outcome} />
      <ConfirmDialog
        open={asking}
        message={CONSOLE.cancelBookingConfirm(`${a.customer.firstName} ${a.customer.lastName}`)}
        confirmLabel={CONSOLE.cancelBooking}
        onConfirm={() => {
          setAsking(false);
          void action.run();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

function AppointmentRow({ appointment: a }: { appointment: OpsAppointment }) {
  const admin = useStaffMay('administer');
  const products = a.appointmentDetails.products
    .map((p) => [p.title, ...p.prices.map((price) => price.title)].join(': '))
    .join('; ');
  return (
    // Two columns from sm up, the actions' one at most 20rem: a long confirmation or the open Reschedule form
    // wraps in it instead of squeezing the booking's text to a letter a line (issue 38 item 10).
    <li
      id={bookingAnchor(a.id)}
      tabIndex={-1}
      className="flex min-w-0 scroll-mt-20 flex-col gap-2 py-3 outline-none focus:bg-brand-50 sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-start sm:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="break-words font-medium text-gray-900">
          {a.customer.firstName} {a.customer.lastName} · {a.property.title}
        </p>
        <p className="text-xs text-gray-600">{CONSOLE.bookingNumber(a.id)}</p>
        <p className="text-sm text-gray-600">
          {a.property.city}, {a.property.state} {a.property.zipCode}
        </p>
        <p className="break-words text-sm text-gray-700">{products}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-2 break-words sm:items-end">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm sm:text-right">
          <dt className="text-gray-600">{CONSOLE.whenLabel}</dt>
          <dd className="text-gray-900">
            {a.completedAt && !a.actualDateTime
              ? consoleInstant(a.completedAt, a.property.timeZone)
              : consoleInstant(a.actualDateTime, a.property.timeZone, schedulingKind(a.appointmentDetails))}
          </dd>
          <dt className="text-gray-600">{CONSOLE.vendorLabel}</dt>
          <dd className="text-gray-900">{a.vendor ? a.vendor.title : CONSOLE.noVendor}</dd>
        </dl>
        <BookingOffers appointment={a} />
        {admin && !a.completedAt ? (
          <div className="flex w-full min-w-0 flex-col gap-2 sm:items-end">
            <RescheduleBooking appointment={a} />
            <CancelBooking appointment={a} />
          </div>
        ) : null}
        <Suspense fallback={null}>
          <BookingVisit appointment={a} />
        </Suspense>
        {a.vendor ? <BookingPhotos appointmentId={a.id} /> : null}
      </div>
    </li>
  );
}

/** The row a link names (`/ops/bookings?q=7#booking-7`, from the overview's open jobs: the search finds it on any page). */
const bookingAnchor = (id: number) => `booking-${id}`;

/** The filters the URL keeps (`/ops/bookings?state=claimed&q=…&day=…&company=…&customer=…&page=2`). */
const FILTER_KEYS = ['q', 'day', 'company', 'customer'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const state = (STATES as string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as OpsAppointmentState)
    : 'unclaimed';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const text = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<FilterKey, string>;
  /** Changes some keys of the URL (a filter's change goes back to page 1); replaces the entry, as typing does. */
  const change = (next: Partial<Record<FilterKey | 'state' | 'page', string>>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (!('page' in next)) merged.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || (key === 'page' && value === '1') || (key === 'state' && value === 'unclaimed'))
            merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: true, preventScrollReset: true },
    );
  return { state, page, text, change };
}

function Filters({ text, change }: Pick<ReturnType<typeof useBookingFilters>, 'text' | 'change'>) {
  const any = FILTER_KEYS.some((key) => text[key] !== '');
  return (
    // Not a form: every change filters at once, there is nothing to submit.
    <div
      role="search"
      aria-label={CONSOLE.bookingsFilters}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <TextField
        label={CONSOLE.bookingsSearch}
        type="search"
        value={text.q}
        placeholder={CONSOLE.bookingsSearchPlaceholder}
        onChange={(e) => change({ q: e.target.value })}
        containerClassName="sm:col-span-2 lg:col-span-1"
      />
      <TextField
        label={CONSOLE.bookingsDay}
        type="date"
        value={text.day}
        onChange={(e) => change({ day: e.target.value })}
      />
      <TextField
        label={CONSOLE.bookingsCompany}
        type="search"
        value={text.company}
        onChange={(e) => change({ company: e.target.value })}
      />
      <TextField
        label={CONSOLE.bookingsCustomer}
        type="search"
        value={text.customer}
        onChange={(e) => change({ customer: e.target.value })}
      />
      {any ? (
        <Button
          variant="ghost"
          className="self-end"
          onClick={() => change(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])))}
        >
          {CONSOLE.bookingsClearFilters}
        </Button>
      ) : null}
    </div>
  );
}

function AppointmentLists() {
  const { state, page, text, change } = useBookingFilters();
  // Typing asks the server once the input settles; the URL and the fields follow every key at once.
  const filters: OpsBookingFilters = { ...useDeferredValue(text), page };
  const list = useOpsAppointments(state, filters);
  // The list arrives after the page, so the browser's own jump to the hash finds nothing: once the
  // row is there, bring it into view and focus it (its highlight says which one was meant).
  const { hash } = useLocation();
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#booking-')) return;
    const row = document.getElementById(hash.slice(1));
    row?.scrollIntoView?.({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [hash, loaded]);
  const filtered = FILTER_KEYS.some((key) => text[key] !== '');
  let body: ReactNode;
  if (list.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (list.isError) body = <Alert>{errorText(list.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" className="size-8" />}
        title={filtered ? CONSOLE.bookingsNoMatch : CONSOLE.bookingsEmpty}
      />
    );
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100">
        {list.data.data.map((a) => (
          <AppointmentRow key={a.id} appointment={a} />
        ))}
      </ul>
    );
  const counts = list.data?.counts;
  const total = list.data?.total ?? list.data?.data.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / OPS_BOOKINGS_PAGE_SIZE));
  return (
    <Card className="min-w-0">
      <CardBody className="flex flex-col gap-3">
        <Filters text={text} change={change} />
        <div className="overflow-x-auto">
          <Tabs
            label={CONSOLE.bookingsTitle}
            idPrefix="bookings"
            value={state}
            onChange={(next) => change({ state: next })}
            items={STATES.map((s) => ({
              value: s,
              label: counts ? CONSOLE.statusCount(CONSOLE.bookingState[s], counts[s]) : CONSOLE.bookingState[s],
            }))}
          />
        </div>
        <div id="bookings-panel" role="tabpanel" aria-labelledby={`bookings-tab-${state}`}>
          {body}
        </div>
        {list.data && total > 0 ? (
          <nav aria-label={CONSOLE.bookingsPageOf(page, pages, total)} className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => change({ page: String(page - 1) })}
            >
              {CONSOLE.previousPage}
            </Button>
            <p className="text-sm text-gray-700">{CONSOLE.bookingsPageOf(page, pages, total)}</p>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => change({ page: String(page + 1) })}
            >
              {CONSOLE.nextPage}
            </Button>
          </nav>
        ) : null}
      </CardBody>
    </Card>
  );
}

/**
 * Bookings (docs/architecture.md "Staff and review"): everyone on the team reads the unclaimed, claimed and
 * completed lists with their vendor, searched and filtered (issue 38 item 10: the list first, on a phone too);
 * an admin opens the form to create an appointment (customer, property in its zone, catalogue products and
 * prices, date, time, length, optionally a vendor).
 */
export function BookingsPage() {
  const mayBook = useStaffMay('administer');
  const [formOpen, setFormOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={CONSOLE.bookingsTitle}
        actions={
          mayBook ? (
            <Button
              variant={formOpen ? 'secondary' : 'primary'}
              aria-expanded={formOpen}
              aria-controls="new-booking"
              onClick={() => setFormOpen((open) => !open)}
            >
              {formOpen ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
              {formOpen ? CONSOLE.closeNewBooking : CONSOLE.newBooking}
            </Button>
          ) : (
            <p className="text-sm text-gray-600">{CONSOLE.adminOnlyHint}</p>
          )
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        {mayBook && formOpen ? (
          <Card id="new-booking" className="max-w-3xl">
            <CardHeader title={CONSOLE.newBooking} />
            <CardBody>
              <BookingForm />
            </CardBody>
          </Card>
        ) : null}
        <AppointmentLists />
      </div>
    </>
  );
}
