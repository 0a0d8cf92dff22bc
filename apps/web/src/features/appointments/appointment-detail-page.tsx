import { useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { jobStatus } from '@vendor-portal/contract/closed-job';
import { APPOINTMENTS, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { hasCode } from '../../lib/errors/parse-error.ts';
import { formatAppointmentDate } from '../../lib/dates/dates.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useCompleteAppointment } from './api/complete-appointment.ts';
import { useAppointment } from './api/get-appointment.ts';
import { AppointmentNotes } from './appointment-notes.tsx';
import { CustomerCard } from './customer-card.tsx';
import { JobThreadCard, threadClosed } from './job-thread-card.tsx';
import { StatusCard } from './job-status-card.tsx';
import { PropertyCard } from './property-card.tsx';
import { ServiceDetailsCard } from './service-details-card.tsx';

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
 * `workingDay`: what other features add below the notes (issue 31's photos, issue 44's dispute), composed in app/;
 * `readOnly` when the job is closed or no longer the vendor's, so it offers no change.
 */
export function AppointmentDetailPage({
  workingDay,
}: { workingDay?: (appointmentId: number, readOnly: boolean, appointment: Appointment) => ReactNode } = {}) {
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

interface SectionsProps {
  appointment: Appointment;
  /** Released here, or no longer ours when read again: what was read stays, and nothing on it can be changed. */
  notOurs: 'released' | 'gone' | null;
  onReleased: () => void;
  completing: boolean;
  completeError: string | null;
  onComplete: () => void;
  workingDay?: (appointmentId: number, readOnly: boolean, appointment: Appointment) => ReactNode;
}

function AppointmentSections(props: SectionsProps) {
  const { appointment, notOurs, onReleased, completing, completeError, onComplete, workingDay } = props;
  // docs/architecture.md "Availability and dispatch": a cancelled or completed job is closed, and one released
  // is no longer ours: either way the page shows it as it is and offers no change (the server refuses them).
  const status = jobStatus(appointment);
  const readOnly = status !== 'upcoming' || notOurs !== null;
  const shown = status === 'upcoming' && notOurs ? notOurs : status;
  const timeZone = appointment.property?.timeZone || undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {/* Issue 54 item 15: ordered for the technician's work on a phone: the status and its primary action first,
          then the work (checklist, photos, signature, more time), the notes, and what the job is about. */}
      <div className="lg:col-span-2">
        <StatusCard
          appointment={appointment}
          shown={shown}
          readOnly={readOnly}
          notOurs={notOurs !== null}
          timeZone={timeZone}
          onReleased={onReleased}
          completing={completing}
          completeError={completeError}
          onComplete={onComplete}
        />
      </div>
      {workingDay ? <div className="lg:col-span-2">{workingDay(appointment.id, readOnly, appointment)}</div> : null}
      <div className="lg:col-span-2">
        <AppointmentNotes appointmentId={appointment.id} timeZone={timeZone ?? ''} readOnly={readOnly} />
      </div>
      {/* Open from the claim until 7 days after the job's end, so a closed job's thread still takes a message. */}
      <div className="lg:col-span-2">
        <JobThreadCard
          appointmentId={appointment.id}
          canWrite={notOurs === null}
          closed={threadClosed(appointment.completedAt ?? appointment.cancelledAt)}
        />
      </div>
      <CustomerCard customer={appointment.customer} />
      <PropertyCard property={appointment.property} />
      <ServiceDetailsCard appointment={appointment} />
    </div>
  );
}
