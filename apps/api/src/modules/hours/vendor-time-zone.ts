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
