import ical, { ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import type { TimeOffSpan } from '../availability/time-off.ts';
import { toAppointment, type SelectedHead } from '../appointments/service.ts';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';
import { AVAILABILITY, EARNINGS, FIELD } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { currentLanguage } from '@vendor-portal/contract/i18n';
import { dayIn as dayInZone, formatInstant } from '@vendor-portal/contract/dates';

// The vendor's appointments as an iCalendar feed (RFC 5545), built with ical-generator.
// Times are written in UTC (DTSTART:…Z): every calendar app shows them in its own zone, and a booking
// across a DST change needs no VTIMEZONE. Date-only bookings (docs/product-spec.md §9) are all-day
// events on the property's calendar day.

export type FeedAppointment = SelectedHead & { createdAt: Date; claimedAt: Date | null };

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`, as midnight UTC (all-day events). */
const dayIn = (instant: Date, timeZone: string): Date => new Date(`${dayInZone(instant, timeZone)}T00:00:00Z`);

/** The last change the vendor can see: booked or claimed, then completed or cancelled. */
function lastModified(
  a: Pick<FeedAppointment, 'createdAt' | 'claimedAt' | 'completedAt'> & { cancelledAt?: Date | null },
): Date {
  const times = [a.createdAt, a.claimedAt, a.completedAt, a.cancelledAt ?? null].filter((t): t is Date => t !== null);
  return new Date(Math.max(...times.map((t) => t.getTime())));
}

/**
 * An instant as a person reads it, in the SPEC's date-and-time format ('MMM d, yyyy, h:mm a',
 * docs/product-spec.md §8) in the property's zone: "Nov 30, 2026, 1:00 PM".
 */
const readableTime = (instant: Date, timeZone: string): string => formatInstant(instant, timeZone);

function address(p: SelectedHead['property']): string {
  const street = [p.street1, p.street2].filter(Boolean).join(', ');
  return `${street}, ${p.city}, ${p.state} ${p.zipCode}`;
}

function summary(a: SelectedHead): string {
  const titles = [...new Set(a.lines.map((l) => l.productTitle))].join(', ');
  return a.completedAt ? `${FIELD.feedCompleted}: ${titles}` : titles;
}

function description(a: SelectedHead, detailUrl: string, showPay: boolean): string {
  const name = `${a.customer.firstName} ${a.customer.lastName}`.trim();
  const lines = [`${FIELD.feedCustomer}: ${name}`];
  if (a.customer.phone) lines.push(`${FIELD.feedPhone}: ${a.customer.phone}`);
  if (showPay)
    lines.push(EARNINGS.calendarPayLine(formatCents(a.linePayoutCents.reduce((sum, cents) => sum + cents, 0))));
  if (a.completedAt) lines.push(`${FIELD.feedCompleted}: ${readableTime(a.completedAt, a.property.timeZone)}`);
  lines.push(`${FIELD.feedDetails}: ${detailUrl}`);
  return lines.join('\n');
}

/**
 * The feed's text. Deterministic for the same data (DTSTAMP is the last change), so ETags hold. Its words are
 * read in the active language (the caller's `inLanguage`, the member's: issue 46), which the PRODID names.
 */
export function buildFeed(
  items: FeedAppointment[],
  options: {
    publicUrl: string;
    brand: string;
    /** The pay line in each event: only for a member who sees pay (`seesPay`, contract/team-roles.ts). */
    showPay: boolean;
  },
  timeOff: readonly TimeOffSpan[] = [],
): string {
  const host = new URL(options.publicUrl).host;
  const calendar = ical({
    name: FIELD.feedName(options.brand),
    prodId: { company: options.brand, product: 'vendor-portal', language: currentLanguage().toUpperCase() },
    ttl: 60 * 60,
  });
  for (const a of items) {
    const start = a.actualDateTime!;
    const changed = lastModified(a);
    const detailUrl = `${options.publicUrl}/appointments/${a.id}`;
    const allDay = schedulingKind(toAppointment(a).appointmentDetails) === 'date';
    calendar.createEvent({
      // Stable per appointment, whatever changes: calendars update the event instead of adding one.
      id: `appointment-${a.id}@${host}`,
      start: allDay ? dayIn(start, a.property.timeZone) : start,
      end: allDay
        ? new Date(dayIn(start, a.property.timeZone).getTime() + 86_400_000)
        : new Date(start.getTime() + a.duration * 60_000),
      allDay,
      summary: summary(a),
      location: address(a.property),
      description: description(a, detailUrl, options.showPay),
      url: detailUrl,
      // A cancelled booking stays in the feed as CANCELLED, so calendar apps remove it (RFC 5545 §3.8.1.11).
      status: a.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // Completion or cancellation: the changes of an appointment after the vendor holds it.
      sequence: a.cancelledAt ? 2 : a.completedAt ? 1 : 0,
      lastModified: changed,
      stamp: changed,
      created: a.createdAt,
    });
  }
  // Time off: busy (OPAQUE, the default), one event per entry, stable id so that a change updates it.
  for (const off of timeOff) {
    calendar.createEvent({
      id: `time-off-${off.id}@${host}`,
      start: off.starts,
      end: off.ends,
      summary: off.note ? `${AVAILABILITY.companyTitle}: ${off.note}` : AVAILABILITY.companyTitle,
      busystatus: ICalEventBusyStatus.BUSY,
      stamp: off.starts,
    });
  }
  return calendar.toString();
}
