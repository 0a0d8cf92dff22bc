import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import type { VendorHours } from '@vendor-portal/contract/services';
import { vendorHoursQueryOptions } from '../../../lib/api/get-vendor-hours.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// ARCHITECTURE.md: list days are the vendor's business-hours zone, default America/Denver. Read
// from the GET /vendorHours cache entry.

const zoneOf = (hours: VendorHours[]) => hours.find((h) => h.timeZone)?.timeZone ?? DEFAULT_TIME_ZONE;

/** The zone once known (undefined while hours load); without hours the default, as the server does. */
export function useVendorTimeZone(): string | undefined {
  const hours = useSignedInQuery({ ...vendorHoursQueryOptions(), select: zoneOf });
  if (hours.isPending && hours.fetchStatus !== 'idle') return undefined;
  return hours.data ?? DEFAULT_TIME_ZONE;
}
