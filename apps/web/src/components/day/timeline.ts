import type { Appointment } from '@vendor-portal/contract/appointments';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';

// The day at a glance: today's jobs in time order, each with its end and the time to the next one.
// Gaps are taken between instants, never between wall-clock times, so a day with a DST change
// (an hour skipped or repeated) shows the time the vendor really has.

export interface TimelineEntry {
  appointment: Appointment;
  start: Date;
  end: Date;
  /** Minutes from this job's end to the next one's start (negative: they overlap); null for the last. */
  gapAfterMinutes: number | null;
  /** A date-only job (docs/product-spec.md §9): booked for the day, its stored time is no time of the vendor's. */
  allDay: boolean;
}

const MINUTE = 60_000;

export function buildTimeline(appointments: Appointment[]): TimelineEntry[] {
  const timed = appointments
    .filter((a) => a.actualDateTime && !a.cancelledAt)
    .map((appointment) => {
      const start = new Date(appointment.actualDateTime!);
      const end = new Date(start.getTime() + appointment.appointmentDetails.duration * MINUTE);
      return { appointment, start, end, allDay: schedulingKind(appointment.appointmentDetails) === 'date' };
    })
    // A time that cannot be read has no place on the line (the columns below still show it).
    .filter((entry) => !Number.isNaN(entry.start.getTime()))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.appointment.id - b.appointment.id);
  // A date-only job has no time (issue 38 item 3): it heads the day, with no gap to or from it.
  const allDay = timed.filter((entry) => entry.allDay).map((entry) => ({ ...entry, gapAfterMinutes: null }));
  const atTimes = timed.filter((entry) => !entry.allDay);
  return [
    ...allDay,
    ...atTimes.map((entry, i) => {
      const next = atTimes[i + 1];
      return {
        ...entry,
        gapAfterMinutes: next ? Math.round((next.start.getTime() - entry.end.getTime()) / MINUTE) : null,
      };
    }),
  ];
}

/** The address a phone's maps app is asked to drive to. */
export function addressOf(appointment: Appointment): string {
  const p = appointment.property;
  if (!p) return '';
  return [p.street1, p.street2, [p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
}

export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
