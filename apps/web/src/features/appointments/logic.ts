import type { Appointment, Product } from '@vendor-portal/contract/appointments';
import type { Assignee } from '@vendor-portal/contract/team';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { isClosedJob } from '@vendor-portal/contract/closed-job';
import {
  calendarDayIn,
  formatAppointmentDate,
  formatDateIn,
  schedulingKind,
  zoneAbbreviation,
} from '../../lib/dates/dates.ts';

/** docs/product-spec.md §3 Appointment row. */
export interface AppointmentRow {
  id: number | undefined;
  service: string;
  email: string;
  date: string;
  appointmentBaseId: number | undefined;
  isOutside: boolean;
  actualDateTime: string | null;
  /** docs/architecture.md "Phone and calendar": where the job is, and the zone's abbreviation when not the browser's. */
  town: string;
  zone: string;
  /** docs/architecture.md "Pay and earnings": what the job pays the vendor, in cents. */
  /** Absent when the owner keeps pay from the crew (team settings): the card shows no pay. */
  payoutCents: number | undefined;
  /** docs/architecture.md "A company with a crew": who does the job, when one is set. */
  assignee: Assignee | null;
  /** Cancelled or completed (docs/architecture.md "Availability and dispatch"): nothing on it changes, no picker. */
  closed: boolean;
}

export type SortOrder = 'asc' | 'desc';

/**
 * docs/product-spec.md §3 Appointment row: product titles joined by a comma (the catalogue's title when the
 * appointment lacks one), else 'Unknown Service'; the email, else 'N/A'. A row field left empty
 * (no details, no customer, no time at all) makes the card show its own fallback (docs/product-spec.md §2).
 */
export function toAppointmentRow(
  appointment: Appointment,
  catalogue: ReadonlyMap<number, string> = new Map(),
): AppointmentRow {
  const details = appointment.appointmentDetails as Appointment['appointmentDetails'] | undefined;
  const customer = appointment.customer as Appointment['customer'] | undefined;
  const products = details?.products ?? [];
  const titles = products.map((p) => p.title || catalogue.get(p.id)).filter(Boolean);
  const prices = products.flatMap((p) => p.prices ?? []);
  return {
    id: appointment.id,
    service: !details ? '' : titles.length ? titles.join(', ') : APPOINTMENTS.unknownService,
    email: !customer ? '' : customer.email || APPOINTMENTS.notAvailable,
    date: appointment.actualDateTime ? formatAppointmentDate(appointment) : '',
    appointmentBaseId: appointment.appointmentBaseId,
    isOutside: prices.length > 0 && prices.every((p) => p.isOutside),
    actualDateTime: appointment.actualDateTime,
    town: appointment.property?.city ?? '',
    zone: zoneAbbreviation(appointment.actualDateTime, appointment.property?.timeZone, schedulingKind(details)),
    payoutCents: appointment.payoutCents,
    assignee: appointment.assignee ?? null,
    closed: isClosedJob(appointment),
  };
}

export const catalogueTitles = (products: Product[] | undefined) =>
  new Map((products ?? []).map((p) => [p.id, p.title]));

/** docs/product-spec.md §2: asc is oldest first, desc newest first, by actualDateTime with missing values as zero. */
export function sortRows(rows: AppointmentRow[], order: SortOrder): AppointmentRow[] {
  const time = (row: AppointmentRow) => {
    const t = row.actualDateTime ? Date.parse(row.actualDateTime) : 0;
    return Number.isNaN(t) ? 0 : t;
  };
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (time(a) - time(b)));
}

/** docs/product-spec.md §9: at most 4 appointments before See More... */
export const COLLAPSED_COUNT = 4;

/** docs/product-spec.md §9: a price's section label shows only for these products. Service Details itself
 * (products, prices, quantities, duration) shows for every booking: a vendor must see what was booked. */
const SECTIONED_PRODUCTS = new Set(['Vehicle Detailing', 'Pressure Washing']);
export const showsPriceSection = (productTitle: string) => SECTIONED_PRODUCTS.has(productTitle);

/**
 * The server completes an appointment only once its day has begun in the property's zone. Before that, the day
 * it can be completed from (for the detail page to say why the button waits); null once it can be completed, or
 * when the date or zone cannot be read (then the server decides).
 */
export function completableFrom(
  appointment: Pick<Appointment, 'actualDateTime'> & { property?: { timeZone?: string | null } | null },
  now: Date,
): string | null {
  const zone = appointment.property?.timeZone;
  const at = appointment.actualDateTime ? new Date(appointment.actualDateTime) : null;
  if (!zone || !at || Number.isNaN(at.getTime())) return null;
  try {
    return calendarDayIn(now, zone) >= calendarDayIn(at, zone)
      ? null
      : formatDateIn(appointment.actualDateTime, zone, 'date');
  } catch {
    return null;
  }
}
