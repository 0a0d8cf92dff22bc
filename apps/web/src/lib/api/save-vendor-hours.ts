import { useMutation } from '@tanstack/react-query';
import type { WeekDay } from '@vendor-portal/contract/constants';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call, type Body } from './call.ts';

// POST /vendorHours creates a day, PATCH /vendorHours updates it (docs/product-spec.md §7). Both callers save
// several days, then refetch vendorHoursQueryOptions (get-vendor-hours.ts).

export interface VendorHoursInput {
  weekDay: WeekDay;
  openTime: string;
  closeTime: string;
  timeZone: string;
}

// The zone is the form's text: one the server does not know is answered with its message (docs/product-spec.md §3).
const sent = (body: VendorHoursInput) => body as Body<typeof paths.postVendorHours>;

export const createVendorHours = (body: VendorHoursInput) => call(paths.postVendorHours, { body: sent(body) });
export const updateVendorHours = (body: VendorHoursInput) => call(paths.patchVendorHours, { body: sent(body) });

/** One day's save, created (POST) or updated (PATCH): the hours panel sends several, then refetches. */
export const useSaveVendorHoursDay = () =>
  useMutation({
    mutationFn: ({ method, body }: { method: 'POST' | 'PATCH'; body: VendorHoursInput }) =>
      method === 'POST' ? createVendorHours(body) : updateVendorHours(body),
  });
