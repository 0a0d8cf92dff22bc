import { queryOptions } from '@tanstack/react-query';
import type { VendorHours } from '@vendor-portal/contract/services';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from './api-client.ts';
import { call } from './call.ts';
import { queryKey } from './query-key.ts';

// GET /vendorHours (docs/product-spec.md §7): a list or {data: list}. One cache entry; Services & Hours reads it
// as its form, the appointments page as the vendor's time zone (each with `select`).

async function fetchVendorHours(): Promise<VendorHours[]> {
  return unwrapList<VendorHours>(await call(paths.getVendorHours)) ?? [];
}

export const vendorHoursQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getVendorHours), queryFn: fetchVendorHours });
