import { useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { jobStatus } from '@vendor-portal/contract/closed-job';
import { APPOINTMENTS, EARNINGS, FIELD, TEAM, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { hasCode } from '../../lib/errors/parse-error.ts';
import { formatAppointmentDate, formatDateIn, schedulingKind, zoneAbbreviation } from '../../lib/dates/dates.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useCompleteAppointment } from './api/complete-appointment.ts';
import { useAppointment } from './api/get-appointment.ts';
import { AppointmentNotes } from './appointment-notes.tsx';
import { ReleaseJob } from './release-job.tsx';
import { AssigneePicker } from './assignee-picker.tsx';
import { useHasCrew } from '../../lib/api/get-team.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { completableFrom, showsPriceSection } from './logic.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { formatCents } from '@vendor-portal/contract/money';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';
import { OnMyWayControl } from '../../components/day/on-my-way-control.tsx';
import { VisitControls } from './visit-controls.tsx';

const NA = APPOINTMENTS.notAvailable;

/** docs/product-spec.md §8 Loads: 404 and 401 have their own texts; otherwise the server's message, else the transport's, else the fallback. */
const loadErrorText = (err: unknown, id: string) =>
  errorText(err, {
    codes: { 'not-found': APPOINTMENTS.notFound(id), unauthenticated: APPOINTMENTS.detailAuthRequired },
    fallback: APPOINTMENTS.detailLoadFailed,
  });

/**
 * The start the page first showed, when a later read (the live stream's "updated": the provider moved the job)
 * says another (issue 38 item 12): the page says that the time changed instead of changing it silently.
 */
function useMovedFrom(id: string | undefined, appointment: Appointment | undefined): string | null | undefined {
  const [first, setFirst] = useState<{ id: string; at: string | null } | null>(null);
  if (appointment && id !== undefined && first?.id !== id) setFirst({ id, at: appointment.actualDateTime });
  if (!appointment || !first || first.id !== id || first.at === appointment.actualDateTime) return undefined;
  return first.at;
}

/**
 * `workingDay`: what other features add below the notes (issue 31's photos), composed in app/; `readOnly`
 * when the job is closed or no longer the vendor's, so it offers no change.
 */
export function AppointmentDetailPage({
  workingDay,
}: { workingDay?: (appointmentId: number, readOnly: boolean) => ReactNode } = {}) {
  const { id } = useParams();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const validId = id !== undefined && /^\d+$/.test(id);
  const appointment = useAppointment(id ?? '', validId);
  const complete = useCompleteAppointment(id ?? '');
  // Released from this page: read-only at once, before the re-read answers that it is no longer ours.
  const [released, setReleased] = useState(false);

  // Read before and gone now (released, here or on another device): what was read stays, with a notice, so the
  // answer of the action that removed it (e.g. "Job released") is not replaced by a not-found page.
  const gone = appointment.data !== undefined && hasCode(appointment.error, 'not-found');
  const movedFrom = useMovedFrom(id, appointment.data);
  const loadError = !id
    ? APPOINTMENTS.idMissing
    : !token
      ? APPOINTMENTS.detailAuthRequired
      : !validId
        ? APPOINTMENTS.notFound(id)
        : appointment.error && !gone
          ? loadErrorText(appointment.error, id)
          : null;

  // Opened from the list, going back returns to that entry, which kept its tab, See More and scroll position;
  // opened from elsewhere (a link, a reload), it goes to the list.
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const back = () => void (fromList ? navigate(-1) : navigate('/'));

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" className="-ml-3" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {APPOINTMENTS.backToAppointments}
        </Button>
      </div>
      <PageHeader title={APPOINTMENTS.detailHeading(id ?? '')} />
      {loadError ? <Alert>{loadError}</Alert> : null}
      {released ? (
        <Alert tone="success">{WORKING_DAY_FIT.released}</Alert>
      ) : gone ? (
        <Alert>{WORKING_DAY_FIT.noLongerYours}</Alert>
      ) : null}
      {movedFrom !== undefined && appointment.data ? (
        <Alert tone="warning">
          {APPOINTMENTS.timeChanged(
            formatAppointmentDate({ ...appointment.data, actualDateTime: movedFrom }),
            formatAppointmentDate(appointment.data),
          )}
        </Alert>
      ) : null}
      {!loadError && appointment.isPending ? <LoadingState text={APPOINTMENTS.loadingDetail} /> : null}
      {appointment.data && !loadError ? (
        <AppointmentSections
          appointment={appointment.data}
          notOurs={released ? 'released' : gone ? 'gone' : null}
          onReleased={() => setReleased(true)}
          workingDay={workingDay}
          completing={complete.isPending}
          completeError={
            complete.error
              ? APPOINTMENTS.completionError(errorText(complete.error, { fallback: APPOINTMENTS.completionFailed }))
              : null
          }
          onComplete={() => complete.mutate(appointment.data.id)}
        />
      ) : null}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-medium text-gray-600 sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

interface SectionsProps {
  appointment: Appointment;
  /** Released here, or no longer ours when read again: what was read stays, and nothing on it can be changed. */
  notOurs: 'released' | 'gone' | null;
  onReleased: () => void;
  completing: boolean;
  completeError: string | null;
  onComplete: () => void;
  workingDay?: (appointmentId: number, readOnly: boolean) => ReactNode;
}

const STATUS = {
  cancelled: { tone: 'warning', text: APPOINTMENTS.statusCancelled },
  completed: { tone: 'success', text: APPOINTMENTS.statusCompleted },
  upcoming: { tone: 'info', text: APPOINTMENTS.statusUpcoming },
  released: { tone: 'neutral', text: APPOINTMENTS.statusReleased },
  gone: { tone: 'neutral', text: APPOINTMENTS.statusNoLongerYours },
} as const;

function AppointmentSections(props: SectionsProps) {
  const { appointment, notOurs, onReleased, completing, completeError, onComplete, workingDay } = props;
  const online = useOnline();
  const claims = useMay('claim');
  const mayAssign = useMay('assign');
  const assigns = useHasCrew(mayAssign);
  const { customer, property, appointmentDetails } = appointment;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const address = [
    property?.street1,
    property?.street2,
    [property?.city, [property?.state, property?.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  // docs/architecture.md "Availability and dispatch": a cancelled or completed job is closed, and one released
  // is no longer ours: either way the page shows it as it is and offers no change (the server refuses them).
  const status = jobStatus(appointment);
  const readOnly = status !== 'upcoming' || notOurs !== null;
  const shown = status === 'upcoming' && notOurs ? notOurs : status;
  const timeZone = property?.timeZone || undefined;
  const [confirming, setConfirming] = useState(false);
  // Completing cannot be undone, and the server refuses it before the appointment's day: ask first, and say
  // from when it is possible instead of offering a button that can only fail.
  const notYetFrom = readOnly ? null : completableFrom(appointment, new Date());
  const zone = zoneAbbreviation(appointment.actualDateTime, timeZone, schedulingKind(appointmentDetails));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader title={APPOINTMENTS.customerHeading} />
        <CardBody>
          <dl className="flex flex-col gap-2">
            <Field label={APPOINTMENTS.nameLabel}>{name || NA}</Field>
            <Field label={APPOINTMENTS.emailLabel}>
              {customer?.email ? (
                <a className="text-brand-700 underline" href={`mailto:${customer.email}`}>
                  {customer.email}
                </a>
              ) : (
                NA
              )}
            </Field>
            <Field label={APPOINTMENTS.phoneLabel}>
              {customer?.phone ? (
                <a className="text-brand-700 underline" href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
                  {customer.phone}
                </a>
              ) : (
                NA
              )}
            </Field>
          </dl>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={APPOINTMENTS.propertyHeading} />
        <CardBody>
          <dl className="flex flex-col gap-2">
            <Field label={APPOINTMENTS.nameLabel}>{property?.title || NA}</Field>
            <Field label={APPOINTMENTS.addressLabel}>
              {address || NA}
              {address ? (
                <a
                  className="ml-2 text-brand-700 underline"
                  href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {FIELD.directions}
                </a>
              ) : null}
            </Field>
            <Field label={APPOINTMENTS.timeZoneLabel}>{property?.timeZone || NA}</Field>
          </dl>
        </CardBody>
      </Card>

      {appointmentDetails.products.length > 0 ? (
        <Card>
          <CardHeader title={APPOINTMENTS.serviceDetailsHeading} />
          <CardBody className="flex flex-col gap-3">
            {appointmentDetails.products.map((product) => (
              <div key={product.id}>
                <h3 className="font-semibold text-gray-900">{product.title}</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {product.prices.map((price) => (
                    <li key={price.id} className="flex flex-wrap justify-between gap-2 text-sm text-gray-800">
                      <span>
                        {price.title}
                        {price.section && showsPriceSection(product.title) ? (
                          <span className="text-gray-600"> ({price.section})</span>
                        ) : null}
                      </span>
                      <span>
                        {APPOINTMENTS.quantityLabel}: {price.quantity}
                        <span className="ml-3 tabular-nums">{formatCents(price.payoutCents ?? 0)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <dl>
              <Field label={APPOINTMENTS.durationLabel}>{APPOINTMENTS.minutes(appointmentDetails.duration)}</Field>
              <Field label={EARNINGS.payLabel}>
                <span className="font-semibold tabular-nums">{formatCents(appointment.payoutCents ?? 0)}</span>
              </Field>
            </dl>
          </CardBody>
        </Card>
      ) : null}

      <Card>
        <CardHeader title={APPOINTMENTS.statusHeading} />
        <CardBody className="flex flex-col gap-3">
          <dl className="flex flex-col gap-2">
            <Field label={APPOINTMENTS.scheduledLabel}>
              {formatAppointmentDate(appointment)}
              {zone ? <abbr className="ml-1 no-underline">{zone}</abbr> : null}
            </Field>
            <Field label={APPOINTMENTS.statusLabel}>
              <Badge tone={STATUS[shown].tone}>{STATUS[shown].text}</Badge>
            </Field>
            <Field label={APPOINTMENTS.completedAtLabel}>{formatDateIn(appointment.completedAt, timeZone)}</Field>
            {/* A one-person company gives jobs to nobody: no "Unassigned" (issue 38 item 15). */}
            {mayAssign && !assigns && !appointment.assignee ? null : (
              <Field label={TEAM.assigneeLabel}>
                {assigns && !readOnly ? (
                  <AssigneePicker
                    appointmentId={appointment.id}
                    assignee={appointment.assignee}
                    label={TEAM.assigneePickerLabel(appointmentDetails.products[0]?.title ?? '')}
                  />
                ) : (
                  (appointment.assignee?.name ?? TEAM.unassigned)
                )}
              </Field>
            )}
          </dl>
          {notOurs ? null : <OnMyWayControl appointment={appointment} />}
          <VisitControls appointment={appointment} notOurs={notOurs !== null} />
          {status === 'cancelled' ? <Alert>{APPOINTMENTS.cancelled}</Alert> : null}
          {!readOnly ? (
            <>
              <Button
                className="self-start"
                busy={completing}
                disabled={notYetFrom !== null || !online}
                aria-describedby={notYetFrom ? 'complete-from' : undefined}
                onClick={() => setConfirming(true)}
              >
                {APPOINTMENTS.markComplete}
              </Button>
              <OfflineReason />
            </>
          ) : null}
          {notYetFrom ? (
            <p id="complete-from" className="text-sm text-gray-600">
              {APPOINTMENTS.completeFrom(notYetFrom)}
            </p>
          ) : null}
          <ErrorText>{completeError}</ErrorText>
          <ConfirmDialog
            open={confirming}
            message={APPOINTMENTS.completeConfirm}
            confirmLabel={APPOINTMENTS.markComplete}
            confirmVariant="primary"
            onConfirm={() => {
              setConfirming(false);
              onComplete();
            }}
            onCancel={() => setConfirming(false)}
          />
          {claims && !readOnly ? <ReleaseJob appointment={appointment} onReleased={onReleased} /> : null}
        </CardBody>
      </Card>

      <div className="lg:col-span-2">
        <AppointmentNotes appointmentId={appointment.id} timeZone={timeZone ?? ''} readOnly={readOnly} />
      </div>
      {workingDay ? <div className="lg:col-span-2">{workingDay(appointment.id, readOnly)}</div> : null}
    </div>
  );
}
