import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { OPS_APPOINTMENT_STATES } from '@vendor-portal/contract/ops/staff';
import type { Db } from '../../db/client.ts';
import { appointments, vendors } from '../../db/schema.ts';
import { selectHeads, toAppointment } from '../appointments/service.ts';

// docs/architecture.md "Review and audit": the console's Bookings page, every appointment by state.

type State = (typeof OPS_APPOINTMENT_STATES)[number];

// A cancelled booking (issue 28 item 11) is in neither open list: nothing is left to do with it.
const where = {
  unclaimed: and(isNull(appointments.vendorId), isNull(appointments.completedAt), isNull(appointments.cancelledAt)),
  claimed: and(isNotNull(appointments.vendorId), isNull(appointments.completedAt), isNull(appointments.cancelledAt)),
  completed: isNotNull(appointments.completedAt),
};

export async function listBookings(db: Db, query: { state: State; limit: number }) {
  const order =
    query.state === 'completed'
      ? [desc(appointments.completedAt), desc(appointments.id)]
      : [asc(appointments.actualDateTime), asc(appointments.id)];
  const heads = await selectHeads(db)
    .where(where[query.state])
    .orderBy(...order)
    .limit(query.limit);
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
  const data: OpsAppointment[] = heads.map((h) => {
    const e = byId.get(h.id)!;
    return {
      ...toAppointment(h),
      vendor: e.vendorId === null ? null : { id: e.vendorId, title: e.vendorTitle!, email: e.vendorEmail! },
      claimedAt: e.claimedAt?.toISOString() ?? null,
      createdAt: e.createdAt.toISOString(),
    };
  });
  const countRows = await Promise.all(
    OPS_APPOINTMENT_STATES.map((s) =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(appointments)
        .where(where[s]),
    ),
  );
  const counts = Object.fromEntries(OPS_APPOINTMENT_STATES.map((s, i) => [s, countRows[i]![0]!.n])) as Record<
    State,
    number
  >;
  return { data, counts };
}
