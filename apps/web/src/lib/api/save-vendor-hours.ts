import { useMutation } from '@tanstack/react-query';
import type { VendorHours } from '@vendor-portal/contract/services';
import type { WeekDay } from '@vendor-portal/contract/constants';
import { api } from './api-client.ts';

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

/** One day's save, created (POST) or updated (PATCH): the hours panel sends several, then refetches. */
export const useSaveVendorHoursDay = () =>
  useMutation({
    mutationFn: ({ method, body }: { method: 'POST' | 'PATCH'; body: VendorHoursInput }) =>
      method === 'POST' ? createVendorHours(body) : updateVendorHours(body),
  });
