import { and, asc, eq, isNull, not, sql } from 'drizzle-orm';
import type { Appointment, UnclaimedItem } from '@vendor-portal/contract/appointments';
import { ELIGIBILITY_CODES, type NearbyItem, type UnclaimedResponse } from '@vendor-portal/contract/eligibility';
import { APPOINTMENTS, ELIGIBILITY } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { appointments, vendorProducts, vendorZipCodes } from '../../db/schema.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { claimableBy, inGoodStanding, servesEveryProduct, servesZip } from '../eligibility/rules.ts';
import { vendorEligibility } from '../eligibility/vendor-eligibility.ts';
import { getAppointment, selectHeads, toAppointment, UNCLAIMED_LIMIT, type Head } from './service.ts';

export const openForClaim = and(
  isNull(appointments.vendorId),
  isNull(appointments.completedAt),
  sql`${appointments.actualDateTime} > now()`,
);

/** The vendor of a prepared statement (`execute({ vendorId })`). */
const vendor = sql`${sql.placeholder('vendorId')}`;

/** A vendor that may not claim sees the job (service, date, city, zip, length), never who or where exactly. */
function withoutCustomerData(item: UnclaimedItem): UnclaimedItem {
  const customer = { firstName: '', lastName: '', email: null, phone: null };
  const property = { ...item.property, title: '', street1: '', street2: null };
  return { ...item, customer, property, appointment: { ...item.appointment, customer, property } };
}

function toUnclaimedItem(h: Head): UnclaimedItem {
  return {
    baseAppointment: { id: h.appointmentBaseId, appointmentLength: h.appointmentLength },
    appointment: toAppointment(h),
    property: h.property,
    customer: h.customer,
  };
}

/** Open jobs in zip codes the vendor serves for some product, that need a product it does not offer there. */
async function listNearby(db: Db, vendorId: number): Promise<NearbyItem[]> {
  const heads = await preparedOnce(db, 'appointments_nearby', () =>
    selectHeads(db)
      .where(and(openForClaim, servesZip(vendor), not(servesEveryProduct(vendor))))
      .orderBy(asc(appointments.actualDateTime), asc(appointments.id))
      .limit(UNCLAIMED_LIMIT)
      .prepare('appointments_nearby'),
  ).execute({ vendorId });
  if (heads.length === 0) return [];
  const offered = await preparedOnce(db, 'vendor_offered', () =>
    db
      .select({ productId: vendorProducts.productId, zipCode: vendorZipCodes.zipCode })
      .from(vendorProducts)
      .innerJoin(vendorZipCodes, eq(vendorZipCodes.vendorProductId, vendorProducts.id))
      .where(eq(vendorProducts.vendorId, sql.placeholder('vendorId')))
      .prepare('vendor_offered'),
  ).execute({ vendorId });
  const served = new Set(offered.map((o) => `${o.productId}@${o.zipCode}`));
  return heads.map((h) => {
    const products = toAppointment(h).appointmentDetails.products.map(({ id, title }) => ({ id, title }));
    return {
      appointmentId: h.id,
      actualDateTime: h.actualDateTime?.toISOString() ?? null,
      appointmentLength: h.appointmentLength,
      city: h.property.city,
      zipCode: h.property.zipCode,
      timeZone: h.property.timeZone,
      products,
      missingProducts: products.filter((p) => !served.has(`${p.id}@${h.property.zipCode}`)),
    };
  });
}

/** GET /appointment/unclaimed: soonest first, with whether and why not the vendor may claim. */
export async function listUnclaimed(db: Db, vendorId: number): Promise<UnclaimedResponse> {
  const eligibility = await vendorEligibility(db, vendorId);
  const heads = await preparedOnce(db, 'appointments_unclaimed', () =>
    selectHeads(db)
      .where(and(openForClaim, servesEveryProduct(vendor)))
      .orderBy(asc(appointments.actualDateTime), asc(appointments.id))
      .limit(UNCLAIMED_LIMIT)
      .prepare('appointments_unclaimed'),
  ).execute({ vendorId });
  const data = heads.map(toUnclaimedItem);
  return {
    data: eligibility.canClaim ? data : data.map(withoutCustomerData),
    eligibility,
    nearby: await listNearby(db, vendorId),
  };
}

/**
 * PATCH /appointment/claim/{id}: ONE conditional UPDATE decides the race (docs/architecture.md): of
 * any number of concurrent claimers exactly one matches `vendor_id is null`, and only a vendor the
 * eligibility rules allow matches at all. Only when nothing was updated do we look up why: 404 for
 * appointments outside the vendor's area, past or completed (never revealing them), then 403 with
 * the first reason when the vendor may not claim, 409 when someone else holds it, 403
 * `service-not-offered` for a job of its area it does not serve for every product. The winner
 * repeating its claim gets 200.
 */
export async function claimAppointment(db: Db, vendorId: number, id: number): Promise<Appointment> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ vendorId, claimedAt: sql`now()` })
      .where(and(eq(appointments.id, id), openForClaim, claimableBy(vendorId)))
      .returning({ id: appointments.id });
    // docs/architecture.md "Live events and alerts": in the claim's transaction.
    if (rows.length > 0) await publish(tx, { type: 'appointment.claimed', appointmentId: id, vendorId });
    return rows;
  });
  if (claimed.length > 0) return getAppointment(db, vendorId, id);

  const [found] = await db
    .select({
      vendorId: appointments.vendorId,
      open: sql<boolean>`${openForClaim}`.mapWith(Boolean),
      completed: sql<boolean>`${appointments.completedAt} is not null`.mapWith(Boolean),
      served: sql<boolean>`${servesEveryProduct(vendorId)}`.mapWith(Boolean),
      // Read in the same round trip, so that a vendor who lost a race is told 409 without another query.
      inGoodStanding: sql<boolean>`${inGoodStanding(vendorId)}`.mapWith(Boolean),
    })
    .from(appointments)
    .where(and(eq(appointments.id, id), servesZip(vendorId)))
    .limit(1);
  if (!found) throw notFound(APPOINTMENTS.notFound(id));
  // A repeated claim by the winner (a double click) is not a conflict.
  if (found.vendorId === vendorId) return getAppointment(db, vendorId, id);
  const gone =
    found.completed || (found.vendorId === null && !found.open) || (found.vendorId !== null && !found.served);
  if (gone) throw notFound(APPOINTMENTS.notFound(id));
  if (!found.inGoodStanding) {
    const [first] = (await vendorEligibility(db, vendorId)).reasons;
    if (first) throw new AppError(first.code, first.message);
  }
  if (found.vendorId !== null) throw conflict(APPOINTMENTS.alreadyClaimed);
  if (!found.served) throw new AppError(ELIGIBILITY_CODES.serviceNotOffered, ELIGIBILITY.serviceNotOffered);
  // Eligible and open a moment ago: another vendor won in between.
  throw conflict(APPOINTMENTS.alreadyClaimed);
}
