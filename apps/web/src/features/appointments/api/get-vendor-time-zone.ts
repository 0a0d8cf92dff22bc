import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { vendorHoursQueryOptions } from '../../../lib/api/get-vendor-hours.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { vendorTimeZone } from '../../../lib/hours.ts';

// docs/architecture.md: list days are the vendor's business-hours zone (lib/hours.ts vendorTimeZone), read
// from the GET /vendorHours cache entry.

/** The zone once known (undefined while hours load); without hours the default, as the server does. */
export function useVendorTimeZone(): string | undefined {
  const hours = useSignedInQuery({ ...vendorHoursQueryOptions(), select: vendorTimeZone });
  if (hours.isPending && hours.fetchStatus !== 'idle') return undefined;
  return hours.data ?? DEFAULT_TIME_ZONE;
}
