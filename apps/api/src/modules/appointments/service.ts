import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Appointment, AppointmentListQuery, AppointmentProduct } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { appointments, customers, properties, vendorMembers } from '../../db/schema.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { assignedScope } from './job-scope.ts';
import { refuseClosedJob } from './closed-job.ts';
import { noShowCentsOf } from '../visit/no-show-pay.ts';
import { refuseIncompleteChecklist } from '../visit/service.ts';
import { refuseUnsigned } from '../visit/signature.ts';
import { extraTimeOf } from '../visit/extra-time-answer.ts';
import { queueWebhookEvent } from '../../lib/webhooks.ts';
import {
  queueCustomerStatusMail,
  queueCustomerStatusPush,
  type CustomerMailContext,
} from '../customer-job/status-mails.ts';

/** Most unclaimed appointments one vendor is shown at once (soonest first). */
export const UNCLAIMED_LIMIT = 200;

/** The instant a calendar day starts in `timeZone`, computed by the database (DST-correct). */
const dayStart = (day: string | Placeholder, timeZone: SQL) =>
  sql`((${day})::date::timestamp at time zone ${timeZone})`;

// One SELECT shape for every appointment answer.
const head = {
  id: appointments.id,
  appointmentBaseId: appointments.appointmentBaseId,
  appointmentLength: appointments.appointmentLength,
  actualDateTime: appointments.actualDateTime,
  completedAt: appointments.completedAt,
  cancelledAt: appointments.cancelledAt,
  duration: appointments.duration,
  customer: {
    firstName: customers.firstName,
    lastName: customers.lastName,
    email: customers.email,
    phone: customers.phone,
  },
  property: {
    title: properties.title,
    street1: properties.street1,
    street2: properties.street2,
    city: properties.city,
    state: properties.state,
    zipCode: properties.zipCode,
    timeZone: properties.timeZone,
  },
  // Stored with the booking (appointments.lines): nothing rebuilt per answer.
  lines: appointments.lines,
  // The pay frozen at booking, one entry per line in line order (docs/architecture.md "Pay and earnings").
  linePayoutCents: appointments.linePayoutCents,
  cancellationCents: appointments.cancellationCents,
  // Who does the job (docs/architecture.md "A company with a crew"): null when nobody.
  assigneeId: appointments.assigneeId,
  assigneeName: vendorMembers.name,
  // docs/architecture.md "The visit": arrival, departure, how it ended and the no-show's frozen pay.
  checkedInAt: appointments.checkedInAt,
  checkedOutAt: appointments.checkedOutAt,
  outcome: appointments.outcome,
  noShowCents: appointments.noShowCents,
  noShowNote: appointments.noShowNote,
  signatureRequired: appointments.signatureRequired,
  extraTime: extraTimeOf,
};

export function selectHeads(db: Db) {
  return db
    .select(head)
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .leftJoin(vendorMembers, eq(vendorMembers.id, appointments.assigneeId));
}
/** An appointment row as Drizzle reads it (instants as Date). */
export type SelectedHead = Awaited<ReturnType<ReturnType<typeof selectHeads>['where']>>[number];
/** An appointment's row; its instants as Drizzle gives them (Date) or already written by the database (ISO text). */
export type Head = Omit<
  SelectedHead,
  | 'actualDateTime'
  | 'completedAt'
  | 'cancelledAt'
  | 'assigneeId'
  | 'assigneeName'
  | 'checkedInAt'
  | 'checkedOutAt'
  | 'outcome'
  | 'cancellationCents'
  | 'noShowCents'
  | 'noShowNote'
  | 'signatureRequired'
  | 'extraTime'
> & {
  /** Absent where no visit can have begun (the unclaimed list). */
  signatureRequired?: boolean;
  extraTime?: Array<{ id: number; minutes: number; status: 'pending' | 'approved' | 'declined' | 'expired' }> | null;
  /** Absent where no visit can have begun (the unclaimed list). */
  checkedInAt?: Date | string | null;
  checkedOutAt?: Date | string | null;
  outcome?: 'completed' | 'no-show' | null;
  /** Absent where the answer never shows them (the unclaimed list); int8 read raw may come as text. */
  cancellationCents?: number | string | null;
  noShowCents?: number | string | null;
  /** Absent where no visit can have begun (the unclaimed list). */
  noShowNote?: string | null;
  /** Absent where no member can hold the job (the unclaimed list). */
  assigneeId?: number | null;
  assigneeName?: string | null;
  actualDateTime: Date | string | null;
  completedAt: Date | string | null;
  /** Absent where the answer never shows a cancelled booking (the unclaimed list). */
  cancelledAt?: Date | string | null;
};

/** An instant as the contract writes it (ISO 8601, UTC, milliseconds). */
export const isoInstant = (value: Date | string | null): string | null =>
  value === null || typeof value === 'string' ? value : value.toISOString();

/** docs/product-spec.md §3 Appointment: the lines grouped by product, each product with its prices. */
export function toAppointment(h: Head): Appointment {
  const byProduct = new Map<number, AppointmentProduct>();
  let payoutCents = 0;
  for (const [index, line] of h.lines.entries()) {
    // int8 read raw comes as text or bigint by driver (unclaimed.ts); Number is exact below 2^53.
    const linePayout = Number(h.linePayoutCents[index] ?? 0);
    payoutCents += linePayout;
    let product = byProduct.get(line.productId);
    if (!product)
      byProduct.set(line.productId, (product = { id: line.productId, title: line.productTitle, prices: [] }));
    product.prices.push({
      id: line.priceId,
      title: line.priceTitle,
      quantity: line.quantity,
      section: line.section,
      isOutside: line.isOutside,
      schedulingInterface: line.schedulingInterface,
      payoutCents: linePayout,
    });
  }
  return {
    id: h.id,
    appointmentBaseId: h.appointmentBaseId,
    actualDateTime: isoInstant(h.actualDateTime),
    completedAt: isoInstant(h.completedAt),
    // Only a cancelled job says so: the SPEC's shape stays as it was for every other one.
    ...(h.cancelledAt ? { cancelledAt: isoInstant(h.cancelledAt) } : {}),
    customer: h.customer,
    property: h.property,
    appointmentDetails: { duration: h.duration, products: [...byProduct.values()] },
    payoutCents,
    ...(h.cancellationCents == null ? {} : { cancellationCents: Number(h.cancellationCents) }),
    // Only an assigned job says who does it (the SPEC's shape stays as it was for every other one).
    ...(h.assigneeId ? { assignee: { id: h.assigneeId, name: h.assigneeName ?? '' } } : {}),
    ...visitOf(h, payoutCents),
  };
}

/**
 * docs/architecture.md "The visit": each field once it has a value, so a job nobody visited keeps the SPEC's
 * shape. A completed job says how it ended (one completed before outcomes were kept: completed); a no-show
 * carries the pay it earns instead of its pay.
 */
function visitOf(h: Head, payoutCents: number): Partial<Appointment> {
  const visit: Partial<Appointment> = {};
  if (h.checkedInAt) visit.checkedInAt = isoInstant(h.checkedInAt);
  if (h.checkedOutAt) visit.checkedOutAt = isoInstant(h.checkedOutAt);
  if (h.completedAt && h.outcome === 'no-show') {
    visit.outcome = 'no-show';
    visit.noShowCents = noShowCentsOf({ noShowCents: h.noShowCents ?? null, payoutCents });
    // Issue 43: what the technician wrote, for the company and staff (the only readers of a held job's answer).
    if (h.noShowNote) visit.noShowNote = h.noShowNote;
  } else if (h.completedAt && h.outcome) visit.outcome = h.outcome;
  if (h.signatureRequired) visit.signatureRequired = true;
  if (h.extraTime && h.extraTime.length > 0) visit.extraTime = h.extraTime;
  return visit;
}

const vendorParam = sql.placeholder('vendorId');
const onlyMemberParam = sql.placeholder('onlyMember');

/** GET /appointment: the vendor's own appointments, days in the vendor's zone (start inclusive, end exclusive). */
export async function listAppointments(
  db: Db,
  vendorId: number,
  query: AppointmentListQuery,
  onlyMember: number | null = null,
): Promise<Appointment[]> {
  // One prepared statement per shape of the query (which filters, which order).
  const shape = `appointments_list_${query.completed ?? 'all'}_${query.assignee ?? ''}_${query.startDate ? 's' : ''}${query.endDate ? 'e' : ''}_${query.sort ?? 'asc'}`;
  const statement = preparedOnce(db, shape, () => {
    const timeZone = vendorTimeZone(sql`${vendorParam}`);
    // A cancelled booking leaves every list (its detail still answers, saying it was cancelled).
    const conditions: SQL[] = [
      eq(appointments.vendorId, vendorParam),
      assignedScope(onlyMemberParam),
      isNull(appointments.cancelledAt),
    ];
    if (query.completed === 'true') conditions.push(isNotNull(appointments.completedAt));
    if (query.completed === 'false') conditions.push(isNull(appointments.completedAt));
    if (query.assignee === 'none') conditions.push(isNull(appointments.assigneeId));
    if (query.startDate)
      conditions.push(gte(appointments.actualDateTime, dayStart(sql.placeholder('startDate'), timeZone)));
    if (query.endDate) conditions.push(lt(appointments.actualDateTime, dayStart(sql.placeholder('endDate'), timeZone)));
    const order = query.sort === 'desc' ? desc : asc;
    return selectHeads(db)
      .where(and(...conditions))
      .orderBy(order(appointments.actualDateTime), order(appointments.id))
      .prepare(shape);
  });
  const heads = await statement.execute({
    vendorId,
    onlyMember,
    startDate: query.startDate,
    endDate: query.endDate,
  });
  return heads.map(toAppointment);
}

/** GET /appointment/{id}: only the vendor's own; anything else is the SPEC's not-found. */
export async function getAppointment(
  db: Db,
  vendorId: number,
  id: number,
  onlyMember: number | null = null,
): Promise<Appointment> {
  const statement = preparedOnce(db, 'appointment_detail', () =>
    selectHeads(db)
      .where(
        and(
          eq(appointments.id, sql.placeholder('id')),
          eq(appointments.vendorId, vendorParam),
          assignedScope(onlyMemberParam),
        ),
      )
      .prepare('appointment_detail'),
  );
  const [found] = await statement.execute({ id, vendorId, onlyMember });
  if (!found) throw notFound(APPOINTMENTS.notFound(id));
  return toAppointment(found);
}

/** The appointment's day has begun in its property's zone (a booking without a time can always be completed). */
const dayHasBegun = sql`(
  ${appointments.actualDateTime} is null or exists (
    select 1 from ${properties} p where p.id = ${appointments.propertyId}
      and (now() at time zone p.time_zone)::date >= (${appointments.actualDateTime} at time zone p.time_zone)::date
  )
)`;

/**
 * PATCH /appointment/complete/{id}: the company's (a technician: only its own jobs), once (docs/product-spec.md §4 Appointment: no reverse), and not
 * before the appointment's day in the property's zone (409 with the reason; the detail page says the same).
 */
export async function completeAppointment(
  db: Db,
  vendorId: number,
  id: number,
  onlyMember: number | null = null,
  /** The customer's link and the app's clock (the API): the customer is mailed that its job is done. */
  customerMail?: CustomerMailContext,
): Promise<Appointment> {
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ completedAt: sql`now()`, outcome: 'completed' })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.vendorId, vendorId),
          assignedScope(onlyMember),
          isNull(appointments.completedAt),
          isNull(appointments.cancelledAt),
          dayHasBegun,
        ),
      )
      .returning({ id: appointments.id });
    if (rows.length > 0) {
      // docs/architecture.md "The visit": not while a required checklist item is open (rolls the completion back).
      await refuseIncompleteChecklist(tx, id);
      // …nor before the customer has signed, when the booking needs it (409 signature-required).
      await refuseUnsigned(tx, id);
      await publish(tx, { type: 'appointment.completed', appointmentId: id, vendorId });
      const completedAt = new Date();
      await queueWebhookEvent(
        tx,
        {
          vendorId,
          type: 'job.completed',
          data: { appointmentId: id, outcome: 'completed', completedAt: completedAt.toISOString() },
        },
        completedAt,
      );
      if (customerMail) {
        await queueCustomerStatusMail(tx, customerMail, id, 'completed');
        await queueCustomerStatusPush(tx, customerMail.links, id, 'completed', customerMail.now);
      }
    }
    return rows;
  });
  const appointment = await getAppointment(db, vendorId, id, onlyMember);
  if (updated.length === 0) {
    // Completing again, or a cancelled job: closed (409 appointment-closed). Else its day has not begun.
    refuseClosedJob({ cancelledAt: appointment.cancelledAt ?? null, completedAt: appointment.completedAt });
    throw conflict(APPOINTMENTS.completeBeforeDay);
  }
  return appointment;
}
