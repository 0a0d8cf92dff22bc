import { queryOptions } from '@tanstack/react-query';
import { fetchActiveProducts } from '../../lib/api/products.ts';
import { fetchZipCodes } from '../../lib/api/services.ts';
import { fetchVendorHours } from '../../lib/api/vendor-hours.ts';
import { hoursFormFromRows } from '../../lib/hours.ts';

// Server state of the Services & Hours page. SPEC §6: without a token nothing loads (`enabled`).

export const servicesQuery = (enabled: boolean) => queryOptions({ queryKey: ['zipcode'], queryFn: fetchZipCodes, enabled });

export const activeProductsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: ['product', { isActive: true }], queryFn: fetchActiveProducts, enabled });

export const vendorHoursQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['vendorHours'],
    enabled,
    queryFn: async () => {
      const { form, zonesDiffer } = hoursFormFromRows(await fetchVendorHours());
      // SPEC §7: the first zone found is used for all days, with a warning when they differ.
      if (zonesDiffer) console.warn(`Business hours use more than one time zone; showing ${form.timeZone} for every day.`);
      return form;
    },
  });
