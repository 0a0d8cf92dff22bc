import { and, asc, eq, sql } from 'drizzle-orm';
import { WEEK_DAYS } from '@vendor-portal/contract/common';
import type { VendorHours, VendorHoursBody } from '@vendor-portal/contract/services';
import { HOURS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { vendorHours } from '../../db/schema.ts';
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

/** POST /vendorHours: create one weekday (409 when the day exists). */
export async function createHoursDay(db: Db, vendorId: number, body: VendorHoursBody): Promise<VendorHours> {
  try {
    const [row] = await db
      .insert(vendorHours)
      .values({ vendorId, ...body })
      .returning(columns);
    return row as VendorHours;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(HOURS.dayExists);
    throw err;
  }
}

/** PATCH /vendorHours: update the vendor's row for body.weekDay (404 when that day has none). */
export async function updateHoursDay(db: Db, vendorId: number, body: VendorHoursBody): Promise<VendorHours> {
  const [row] = await db
    .update(vendorHours)
    .set({ openTime: body.openTime, closeTime: body.closeTime, timeZone: body.timeZone, updatedAt: new Date() })
    .where(and(eq(vendorHours.vendorId, vendorId), eq(vendorHours.weekDay, body.weekDay)))
    .returning(columns);
  if (!row) throw notFound(HOURS.dayNotFound);
  return row as VendorHours;
}

/** DELETE /vendorHours/{id}: clear a day (404 for another vendor's row). */
export async function deleteHoursDay(db: Db, vendorId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(vendorHours)
    .where(and(eq(vendorHours.id, id), eq(vendorHours.vendorId, vendorId)))
    .returning({ id: vendorHours.id });
  if (deleted.length === 0) throw notFound(HOURS.dayNotFound);
}
