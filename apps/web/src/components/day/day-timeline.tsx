import { Link } from 'react-router';
import { Camera, CheckCircle2, MapPin, Navigation, Phone } from 'lucide-react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { visitState } from '@vendor-portal/contract/closed-job';
import { APPOINTMENTS, DAY } from '@vendor-portal/contract/messages';
import { durationText } from '@vendor-portal/contract/messages/day';
import { Badge } from '../ui/badge.tsx';
import { useOnMyWayOf } from '../../lib/api/get-on-my-way.ts';
import { OnMyWayControl } from './on-my-way-control.tsx';
import { ArrivalControl } from './arrival-control.tsx';
import { usePhotoCountOf } from '../../lib/api/get-photos.ts';
import { addressOf, buildTimeline, directionsUrl, type TimelineEntry } from './timeline.ts';
import { timeIn } from '../../lib/dates/dates.ts';
import { usePhoneWidth } from './use-phone-width.ts';

// docs/features.md "The working day": today as a timeline, above the landing page's columns when today has
// jobs. Each job in time order with the gap to the next, its address with directions, and its state.

/** The landing page's timeline: on a phone only (see use-phone-width.ts). */
export function PhoneDayTimeline(props: { appointments: Appointment[] }) {
  return usePhoneWidth() ? <DayTimeline {...props} /> : null;
}

export function DayTimeline({ appointments, now }: { appointments: Appointment[]; now?: Date }) {
  const entries = buildTimeline(appointments);
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="day-timeline-title"
      className="rounded-xl border border-t-4 border-gray-200 border-t-column-today bg-white shadow-sm"
    >
      <header className="rounded-t-lg bg-column-today-soft px-4 py-3">
        <h2 id="day-timeline-title" className="text-lg font-semibold text-column-today">
          {DAY.timelineTitle}
        </h2>
        <p className="text-sm text-gray-700">{DAY.timelineSubtitle(entries.length)}</p>
      </header>
      <ol className="flex flex-col p-3">
        {entries.map((entry) => (
          <li key={entry.appointment.id}>
            <TimelineJob entry={entry} now={now} />
            {entry.gapAfterMinutes !== null ? <Gap minutes={entry.gapAfterMinutes} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Gap({ minutes }: { minutes: number }) {
  const text =
    minutes > 0 ? DAY.gap(durationText(minutes)) : minutes === 0 ? DAY.back2back : DAY.overlap(durationText(-minutes));
  return (
    <p
      data-testid="timeline-gap"
      className={
        minutes < 0
          ? 'my-1 ml-5 border-l-2 border-dashed border-amber-400 py-2 pl-4 text-sm font-medium text-amber-900'
          : 'my-1 ml-5 border-l-2 border-dashed border-gray-300 py-2 pl-4 text-sm text-gray-600'
      }
    >
      {text}
    </p>
  );
}

function TimelineJob({ entry, now = new Date() }: { entry: TimelineEntry; now?: Date }) {
  const { appointment, start, end, allDay } = entry;
  const timeZone = appointment.property?.timeZone || undefined;
  const sent = useOnMyWayOf(appointment.id).data;
  // The job's one state (issue 54 item 14): its chip and which controls show.
  const state = visitState(appointment, Boolean(sent));
  const photos = usePhotoCountOf(appointment.id).data ?? 0;
  const address = addressOf(appointment);
  const customer = appointment.customer;
  const service = appointment.appointmentDetails.products.map((p) => p.title).join(', ');
  return (
    <article
      aria-label={`${allDay ? DAY.allDay : timeIn(start, timeZone)} ${service}`}
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-base font-semibold tabular-nums text-gray-900">
          {allDay ? (
            DAY.allDay
          ) : (
            <>
              {timeIn(start, timeZone)}{' '}
              <span className="font-normal text-gray-600">{DAY.endsAt(timeIn(end, timeZone, true))}</span>
            </>
          )}
        </p>
        <Link className="text-sm text-brand-700 underline" to={`/appointments/${appointment.id}`}>
          {DAY.openJob}
        </Link>
      </div>
      <p className="font-medium text-gray-900">{service || APPOINTMENTS.serviceMissing}</p>
      {address ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          <span>{address}</span>
          <a
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            href={directionsUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {DAY.directions}
          </a>
        </p>
      ) : null}
      {customer?.phone ? (
        <p className="flex items-center gap-x-2 text-sm text-gray-700">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          <a
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
            aria-label={DAY.callCustomer(`${customer.firstName} ${customer.lastName}`.trim(), customer.phone)}
          >
            {customer.phone}
          </a>
        </p>
      ) : null}
      <ul aria-label={APPOINTMENTS.statusLabel} className="flex flex-wrap gap-2">
        {state === 'done' ? (
          <li>
            <Badge tone="success">
              <CheckCircle2 aria-hidden="true" className="mr-1 size-3.5" />
              {appointment.completedAt ? DAY.stateCompleted : APPOINTMENTS.visitState(state)}
            </Badge>
          </li>
        ) : state === 'arrived' || state === 'noShow' || state === 'cancelled' ? (
          <li>
            <Badge tone={state === 'arrived' ? 'info' : 'warning'}>{APPOINTMENTS.visitState(state)}</Badge>
          </li>
        ) : null}
        {state === 'onTheWay' && sent ? (
          <li>
            <Badge tone="info">
              <Navigation aria-hidden="true" className="mr-1 size-3.5" />
              {DAY.stateOnMyWaySent(timeIn(sent.sentAt, timeZone))}
            </Badge>
          </li>
        ) : null}
        {photos > 0 ? (
          <li>
            <Badge tone="neutral">
              <Camera aria-hidden="true" className="mr-1 size-3.5" />
              {DAY.statePhotos(photos)}
            </Badge>
          </li>
        ) : null}
        {state === 'upcoming' && photos === 0 ? (
          <li>
            {/* The state follows the clock (issue 38 item 15): a timed job whose end has passed is no longer "to do". */}
            {!allDay && now.getTime() >= end.getTime() ? (
              <Badge tone="warning">{DAY.stateTimePassed}</Badge>
            ) : (
              <Badge tone="neutral">{DAY.stateToDo}</Badge>
            )}
          </li>
        ) : null}
      </ul>
      {state === 'upcoming' || state === 'onTheWay' ? <OnMyWayControl appointment={appointment} now={now} /> : null}
      <ArrivalControl appointment={appointment} now={now} />
    </article>
  );
}
