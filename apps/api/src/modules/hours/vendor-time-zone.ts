import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { vendorHours } from '../../db/schema.ts';

/**
 * The vendor's zone, decided here only (docs/architecture.md, dates in the vendor's zone): the timeZone
 * of its vendor_hours row with the smallest id; without hours, DEFAULT_TIME_ZONE (America/Denver).
 * The web app applies the same rule to the hours list. An SQL expression, so that a query that
 * needs the zone asks the database once.
 */
export function vendorTimeZone(vendorId: number | SQL): SQL<string> {
  const first = sql`select ${vendorHours.timeZone} from ${vendorHours}
    where ${vendorHours.vendorId} = ${vendorId} order by ${vendorHours.id} limit 1`;
  return sql<string>`coalesce((${first}), ${DEFAULT_TIME_ZONE})`;
}

/**
 * Every vendor's zone as one relation (`vendor_id`, `time_zone`), by the same rule as vendorTimeZone: for a
 * statement over every company (the console's unpaid weeks), where a look-up per company costs more than one
 * pass over vendor_hours. A vendor without hours has no row: coalesce its zone with DEFAULT_TIME_ZONE.
 */
export const vendorTimeZones = (): SQL =>
  sql`(select distinct on (${vendorHours.vendorId}) ${vendorHours.vendorId} as vendor_id, ${vendorHours.timeZone} as time_zone
    from ${vendorHours} order by ${vendorHours.vendorId}, ${vendorHours.id})`;

/** The zone of a vendor joined to vendorTimeZones() as `alias`. */
export const zoneOrDefault = (alias: string): SQL<string> =>
  sql<string>`coalesce(${sql.raw(alias)}.time_zone, ${DEFAULT_TIME_ZONE})`;
