import type { VendorHoursBody } from '@vendor-portal/contract/services';
import { HOURS } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { vendorHours } from '../../db/schema.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';

/** POST /vendorHours: create one weekday (409 when the day exists). */
export async function createHoursDay(db: Db, vendorId: number, body: VendorHoursBody) {
  try {
    const [row] = await db.insert(vendorHours).values({ vendorId, ...body }).returning();
    return { id: row!.id, weekDay: row!.weekDay, openTime: row!.openTime, closeTime: row!.closeTime, timeZone: row!.timeZone };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(HOURS.dayExists);
    throw err;
  }
}
