import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { OPS_APPOINTMENT_STATES } from '@vendor-portal/contract/ops/staff';
import type { Db } from '../../db/client.ts';
import { appointments, customers, properties, vendors } from '../../db/schema.ts';
import { selectHeads, toAppointment } from '../appointments/service.ts';
import { offersOf, settleExpiredOffers } from '../offers/service.ts';

// docs/architecture.md "Review and audit": the console's Bookings page, every appointment by state, searched,
// filtered and a page at a time (issue 38 item 10).

type State = (typeof OPS_APPOINTMENT_STATES)[number];

// A cancelled booking (issue 28 item 11) is in neither open list: nothing is left to do with it.
const where = {
  unclaimed: and(isNull(appointments.vendorId), isNull(appointments.completedAt), isNull(appointments.cancelledAt)),
  claimed: and(isNotNull(appointments.vendorId), isNull(appointments.completedAt), isNull(appointments.cancelledAt)),
  completed: isNotNull(appointments.completedAt),
};

export interface BookingsQuery {
  state: State;
  limit: number;
  page?: number;
  q?: string;
  day?: string;
  company?: string;
  customer?: string;
}

/** `%text%` for ILIKE, its own % _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const customerMatches = (pattern: string) =>
  or(
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phone, pattern),
  )!;

/** The booking's vendor is named by `pattern` (its company name or email); an unclaimed booking has none. */
const companyMatches = (pattern: string) =>
  sql`exists (select 1 from ${vendors} v where v.id = ${appointments.vendorId}
    and (v.title ilike ${pattern} or v.email ilike ${pattern}))`;

/**
 * The filters as one condition on appointments joined with its customer and property (selectHeads' joins).
 * Every value is a bound parameter; a day compares the booking's start as the property's wall clock.
 */
function filtersOf(query: BookingsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    const number = /^#?(\d{1,9})$/.exec(query.q)?.[1];
    conditions.push(
      or(
        number ? eq(appointments.id, Number(number)) : undefined,
        customerMatches(pattern),
        ilike(properties.title, pattern),
        ilike(properties.street1, pattern),
        ilike(properties.city, pattern),
        ilike(properties.zipCode, pattern),
        companyMatches(pattern),
      )!,
    );
  }
  if (query.customer) conditions.push(customerMatches(containing(query.customer)));
  if (query.company) conditions.push(companyMatches(containing(query.company)));
  if (query.day)
    conditions.push(
      sql`(${appointments.actualDateTime} at time zone ${properties.timeZone})::date = ${query.day}::date`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listBookings(db: Db, query: BookingsQuery, now: Date = new Date()) {
  const page = query.page ?? 1;
  const filters = filtersOf(query);
  const order =
    query.state === 'completed'
      ? [desc(appointments.completedAt), desc(appointments.id)]
      : [asc(appointments.actualDateTime), asc(appointments.id)];
  const heads = await selectHeads(db)
    .where(and(where[query.state], filters))
    .orderBy(...order)
    .limit(query.limit)
    .offset((page - 1) * query.limit);
  const ids = heads.map((h) => h.id);
  const extra = ids.length
    ? await db
        .select({
          id: appointments.id,
          claimedAt: appointments.claimedAt,
          createdAt: appointments.createdAt,
          vendorId: vendors.id,
          vendorTitle: vendors.title,
          vendorEmail: vendors.email,
        })
        .from(appointments)
        .leftJoin(vendors, eq(vendors.id, appointments.vendorId))
        .where(sql`${appointments.id} in ${ids}`)
    : [];
  const byId = new Map(extra.map((e) => [e.id, e]));
  // docs/architecture.md "Availability and dispatch": each booking's offers and their state on the app's clock.
  await settleExpiredOffers(db, now);
  const offers = await offersOf(db, ids, now);
  const data: OpsAppointment[] = heads.map((h) => {
    const e = byId.get(h.id)!;
    return {
      ...toAppointment(h),
      vendor: e.vendorId === null ? null : { id: e.vendorId, title: e.vendorTitle!, email: e.vendorEmail! },
      claimedAt: e.claimedAt?.toISOString() ?? null,
      createdAt: e.createdAt.toISOString(),
      offers: offers.get(h.id) ?? [],
    };
  });
  // One pass counts every state among the bookings the filters match (the tabs' numbers and the pages).
  const [countRow] = await db
    .select(
      Object.fromEntries(
        OPS_APPOINTMENT_STATES.map((s) => [s, sql<number>`count(*) filter (where ${where[s]})`.mapWith(Number)]),
      ) as Record<State, SQL<number>>,
    )
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .where(filters);
  const counts = Object.fromEntries(OPS_APPOINTMENT_STATES.map((s) => [s, countRow?.[s] ?? 0])) as Record<
    State,
    number
  >;
  return { data, counts, total: counts[query.state], page };
}
