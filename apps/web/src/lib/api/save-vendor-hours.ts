import type { VendorHours } from '@vendor-portal/contract/services';
import type { WeekDay } from '@vendor-portal/contract/constants';
import { api } from '../api-client.ts';

// POST /vendorHours creates a day, PATCH /vendorHours updates it (docs/product-spec.md §7). Both callers save
// several days, then refetch vendorHoursQueryOptions (get-vendor-hours.ts).

export interface VendorHoursInput {
  weekDay: WeekDay;
  openTime: string;
  closeTime: string;
  timeZone: string;
}

export const createVendorHours = (body: VendorHoursInput) =>
  api.post<VendorHours>('/vendorHours', body, { idempotent: true });
export const updateVendorHours = (body: VendorHoursInput) => api.patch<VendorHours>('/vendorHours', body);
