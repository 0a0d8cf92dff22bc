import { queryOptions } from '@tanstack/react-query';
import type { ZipCodeRecord } from '@vendor-portal/contract/services';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from './api-client.ts';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// GET /zipcode (docs/product-spec.md §7): the vendor's services with their zip codes. Services & Hours and
// onboarding's services save read it.

/**
 * A record of GET /zipcode as the SPA reads it: zipCodes default to empty (docs/product-spec.md §3) and
 * vendorProductId may be missing (docs/product-spec.md §2: such services are shown but cannot be edited).
 */
export type ServiceRecord = Omit<ZipCodeRecord, 'vendorProductId'> & { vendorProductId: number | null };

export async function fetchServices(): Promise<ServiceRecord[]> {
  const list = unwrapList<Partial<ZipCodeRecord>>(await call(paths.getZipcode)) ?? [];
  return list.map((r) => ({
    ...r,
    vendorProductId: typeof r.vendorProductId === 'number' ? r.vendorProductId : null,
    productId: r.productId ?? 0,
    productTitle: r.productTitle ?? '',
    zipCodes: r.zipCodes ?? [],
  }));
}

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getZipcode), queryFn: fetchServices });

export const useServices = () => useSignedInQuery(servicesQueryOptions());
