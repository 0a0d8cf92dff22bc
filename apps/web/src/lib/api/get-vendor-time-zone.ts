import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { vendorHoursQueryOptions } from './get-vendor-hours.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { vendorTimeZone } from '../hours.ts';

// docs/architecture.md: list days are the vendor's business-hours zone (lib/hours.ts vendorTimeZone), read
// from the GET /vendorHours cache entry.

/** The zone once known (undefined while hours load); without hours the default, as the server does. */
export function useVendorTimeZone(): string | undefined {
  const hours = useSignedInQuery({ ...vendorHoursQueryOptions(), select: vendorTimeZone });
  if (hours.isPending && hours.fetchStatus !== 'idle') return undefined;
  return hours.data ?? DEFAULT_TIME_ZONE;
}
