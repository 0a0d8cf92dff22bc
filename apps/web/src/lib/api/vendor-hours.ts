import type { VendorHours } from '@vendor-portal/contract/services';
import type { WeekDay } from '@vendor-portal/contract/constants';
import { api, unwrapList } from '../api-client.ts';

// SPEC §7: /vendorHours. Used by Services & Hours and by onboarding.

export interface VendorHoursInput {
  weekDay: WeekDay;
  openTime: string;
  closeTime: string;
  timeZone: string;
}

export async function fetchVendorHours(): Promise<VendorHours[]> {
  return unwrapList<VendorHours>(await api.get('/vendorHours')) ?? [];
}

export const createVendorHours = (body: VendorHoursInput) => api.post<VendorHours>('/vendorHours', body);
export const updateVendorHours = (body: VendorHoursInput) => api.patch<VendorHours>('/vendorHours', body);
export const deleteVendorHours = (id: number) => api.delete<void>(`/vendorHours/${id}`);
