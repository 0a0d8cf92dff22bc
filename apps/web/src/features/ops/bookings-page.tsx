import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CalendarX2 } from 'lucide-react';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useCancelOpsBooking } from './api/change-ops-booking.ts';
import { useOpsAppointments, type OpsAppointmentState } from './api/get-ops-appointments.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingPhotos } from './booking-photos.tsx';
import { consoleInstant, schedulingKind } from '../../lib/dates/dates.ts';
import { RescheduleBooking } from './reschedule-form.tsx';
import { useStaffRole } from './use-staff-role.ts';

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
  const admin = useStaffRole() === 'admin';
  const products = a.appointmentDetails.products
    .map((p) => [p.title, ...p.prices.map((price) => price.title)].join(': '))
    .join('; ');
  return (
    <li
      id={bookingAnchor(a.id)}
      tabIndex={-1}
      className="flex scroll-mt-20 flex-col gap-1 py-3 outline-none focus:bg-brand-50 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium text-gray-900">
          {a.customer.firstName} {a.customer.lastName} · {a.property.title}
        </p>
        <p className="text-sm text-gray-600">
          {a.property.city}, {a.property.state} {a.property.zipCode}
        </p>
        <p className="break-words text-sm text-gray-700">{products}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm sm:text-right">
          <dt className="text-gray-600">{CONSOLE.whenLabel}</dt>
          <dd className="text-gray-900">
            {a.completedAt && !a.actualDateTime
              ? consoleInstant(a.completedAt, a.property.timeZone)
              : consoleInstant(a.actualDateTime, a.property.timeZone, schedulingKind(a.appointmentDetails))}
          </dd>
          <dt className="text-gray-600">{CONSOLE.vendorLabel}</dt>
          <dd className="text-gray-900">{a.vendor ? a.vendor.title : CONSOLE.noVendor}</dd>
        </dl>
        {admin && !a.completedAt ? (
          <div className="flex flex-col gap-2 sm:items-end">
            <RescheduleBooking appointment={a} />
            <CancelBooking appointment={a} />
          </div>
        ) : null}
        {a.vendor ? <BookingPhotos appointmentId={a.id} /> : null}
      </div>
    </li>
  );
}

/** The row a link names (`/ops/bookings#booking-7`, from the overview's open jobs). */
const bookingAnchor = (id: number) => `booking-${id}`;

function AppointmentLists() {
  const [state, setState] = useState<OpsAppointmentState>('unclaimed');
  const list = useOpsAppointments(state);
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
  let body: ReactNode;
  if (list.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (list.isError) body = <Alert>{errorText(list.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (list.data.data.length === 0)
    body = <EmptyState icon={<CalendarX2 aria-hidden="true" className="size-8" />} title={CONSOLE.bookingsEmpty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100">
        {list.data.data.map((a) => (
          <AppointmentRow key={a.id} appointment={a} />
        ))}
      </ul>
    );
  const counts = list.data?.counts;
  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <div className="overflow-x-auto">
          <Tabs
            label={CONSOLE.bookingsTitle}
            idPrefix="bookings"
            value={state}
            onChange={setState}
            items={STATES.map((s) => ({
              value: s,
              label: counts ? CONSOLE.statusCount(CONSOLE.bookingState[s], counts[s]) : CONSOLE.bookingState[s],
            }))}
          />
        </div>
        <div id="bookings-panel" role="tabpanel" aria-labelledby={`bookings-tab-${state}`}>
          {body}
        </div>
      </CardBody>
    </Card>
  );
}

/**
 * Bookings (docs/architecture.md "Staff and review"): an admin creates an appointment (customer,
 * property in its zone, catalogue products and prices, date, time, length, optionally a vendor);
 * everyone on the team reads the unclaimed, claimed and completed lists with their vendor.
 */
export function BookingsPage() {
  const role = useStaffRole();
  return (
    <>
      <PageHeader title={CONSOLE.bookingsTitle} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,28rem)_1fr]">
        <Card>
          <CardHeader title={CONSOLE.newBooking} />
          <CardBody>
            {role === 'admin' ? <BookingForm /> : <p className="text-sm text-gray-600">{CONSOLE.adminOnlyHint}</p>}
          </CardBody>
        </Card>
        <AppointmentLists />
      </div>
    </>
  );
}
