import type { ZipCodeRecord } from '@vendor-portal/contract/services';
import { api, unwrapList } from '../api-client.ts';

// SPEC §7: /vendorProduct and /zipcode. Used by Services & Hours and by onboarding.

export async function fetchZipCodes(): Promise<ZipCodeRecord[]> {
  const list = unwrapList<ZipCodeRecord>(await api.get('/zipcode')) ?? [];
  return list.map((r) => ({ ...r, zipCodes: r.zipCodes ?? [] }));
}

export const addVendorProduct = (productId: number) => api.post<{ id: number; productId: number }>('/vendorProduct', { productId });
export const deleteVendorProduct = (id: number) => api.delete<void>(`/vendorProduct/${id}`);
export const addZipCode = (vendorProductId: number, zipCode: string) => api.post<void>('/zipcode', { vendorProductId, zipCode });
export const deleteZipCode = (zipcode: string, vendorProductId: number) => api.delete<void>('/zipcode', { query: { zipcode, vendorProductId } });
