import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { WEEK_DAYS } from '@vendor-portal/contract/common';
import type { VendorHours, VendorHoursBody } from '@vendor-portal/contract/services';
import { HOURS } from '@vendor-portal/contract/messages';
import type { Db, Tx } from '../../db/client.ts';
import { vendorHours, vendors } from '../../db/schema.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

// docs/product-spec.md §3 VendorHours: one row per weekday; a closed day is a row with empty times (or no row).

const columns = {
  id: vendorHours.id,
  weekDay: vendorHours.weekDay,
  openTime: vendorHours.openTime,
  closeTime: vendorHours.closeTime,
  timeZone: vendorHours.timeZone,
};

// docs/product-spec.md §9: the week runs Monday to Sunday (WEEK_DAYS), whatever order the days were saved in.
const weekDayOrder = sql`array_position(array[${sql.join(
  WEEK_DAYS.map((d) => sql`${d}`),
  sql`, `,
)}]::text[], ${vendorHours.weekDay})`;

/** GET /vendorHours: the vendor's days, Monday first (docs/product-spec.md §9). */
export async function listHours(db: Db, vendorId: number): Promise<VendorHours[]> {
  const rows = await db
    .select(columns)
    .from(vendorHours)
    .where(eq(vendorHours.vendorId, vendorId))
    .orderBy(weekDayOrder, asc(vendorHours.id));
  return rows as VendorHours[];
}

/** Locks the vendor's row so that concurrent hours writes of one vendor see each other's zone. */
async function lockVendor(tx: Tx, vendorId: number) {
  await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
}

/** The zones of the vendor's rows other than `weekDay`. */
async function otherZones(tx: Tx, vendorId: number, weekDay: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ timeZone: vendorHours.timeZone })
    .from(vendorHours)
    .where(and(eq(vendorHours.vendorId, vendorId), ne(vendorHours.weekDay, weekDay)));
  return rows.map((r) => r.timeZone);
}

/**
 * POST /vendorHours: create one weekday (409 when the day exists). docs/decisions/004: all rows of a
 * vendor share one zone, so a new day in another zone than the saved days is refused (409); a zone
 * change is a PATCH, which moves every row.
 */
export async function createHoursDay(db: Db, vendorId: number, body: VendorHoursBody): Promise<VendorHours> {
  try {
    return await db.transaction(async (tx) => {
      await lockVendor(tx, vendorId);
      const zones = await otherZones(tx, vendorId, body.weekDay);
      if (zones.some((zone) => zone !== body.timeZone)) throw conflict(HOURS.zoneMismatch);
      const [row] = await tx
        .insert(vendorHours)
        .values({ vendorId, ...body })
        .returning(columns);
      return row as VendorHours;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(HOURS.dayExists);
    throw err;
  }
}

/**
 * PATCH /vendorHours: update the vendor's row for body.weekDay (404 when that day has none). A zone
 * other than the saved one is the vendor's zone change: every row of the vendor takes it in the same
 * transaction, so the rows never disagree (docs/decisions/004; the SPA resends every day anyway).
 */
export async function updateHoursDay(db: Db, vendorId: number, body: VendorHoursBody): Promise<VendorHours> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const now = new Date();
    const [row] = await tx
      .update(vendorHours)
      .set({ openTime: body.openTime, closeTime: body.closeTime, timeZone: body.timeZone, updatedAt: now })
      .where(and(eq(vendorHours.vendorId, vendorId), eq(vendorHours.weekDay, body.weekDay)))
      .returning(columns);
    if (!row) throw notFound(HOURS.dayNotFound);
    await tx
      .update(vendorHours)
      .set({ timeZone: body.timeZone, updatedAt: now })
      .where(and(eq(vendorHours.vendorId, vendorId), ne(vendorHours.timeZone, body.timeZone)));
    return row as VendorHours;
  });
}

/** DELETE /vendorHours/{id}: clear a day (404 for another vendor's row). */
export async function deleteHoursDay(db: Db, vendorId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(vendorHours)
    .where(and(eq(vendorHours.id, id), eq(vendorHours.vendorId, vendorId)))
    .returning({ id: vendorHours.id });
  if (deleted.length === 0) throw notFound(HOURS.dayNotFound);
}
