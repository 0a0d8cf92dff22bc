import type { VendorHours } from '@vendor-portal/contract/services';
import { vendorHoursQueryOptions } from '../../../lib/api/get-vendor-hours.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { hoursFormFromRows, type HoursForm } from '../../../lib/hours.ts';

// GET /vendorHours read as the Business Hours form (the cache entry is get-vendor-hours.ts's).

function toForm(rows: VendorHours[]): HoursForm {
  const { form, zonesDiffer } = hoursFormFromRows(rows);
  // docs/product-spec.md §7: the first zone found is used for all days, with a warning when they differ.
  if (zonesDiffer) console.warn(`Business hours use more than one time zone; showing ${form.timeZone} for every day.`);
  return form;
}

export const useHoursForm = () => useSignedInQuery({ ...vendorHoursQueryOptions(), select: toForm });
