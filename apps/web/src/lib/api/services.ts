import type { ZipCodeRecord } from '@vendor-portal/contract/services';
import { api, unwrapList } from '../api-client.ts';

// SPEC §7: /vendorProduct and /zipcode. Used by Services & Hours and by onboarding.

/**
 * A record of GET /zipcode as the SPA reads it: zipCodes default to empty (SPEC §3) and
 * vendorProductId may be missing (SPEC §2: such services are shown but cannot be edited).
 */
export type ServiceRecord = Omit<ZipCodeRecord, 'vendorProductId'> & { vendorProductId: number | null };

export async function fetchZipCodes(): Promise<ServiceRecord[]> {
  const list = unwrapList<Partial<ZipCodeRecord>>(await api.get('/zipcode')) ?? [];
  return list.map((r) => ({
    ...r,
    vendorProductId: typeof r.vendorProductId === 'number' ? r.vendorProductId : null,
    productId: r.productId ?? 0,
    productTitle: r.productTitle ?? '',
    zipCodes: r.zipCodes ?? [],
  }));
}

export const addVendorProduct = (productId: number) => api.post<{ id: number; productId: number }>('/vendorProduct', { productId });
export const deleteVendorProduct = (id: number) => api.delete<void>(`/vendorProduct/${id}`);
export const addZipCode = (vendorProductId: number, zipCode: string) => api.post<void>('/zipcode', { vendorProductId, zipCode });
export const deleteZipCode = (zipcode: string, vendorProductId: number) => api.delete<void>('/zipcode', { query: { zipcode, vendorProductId } });
