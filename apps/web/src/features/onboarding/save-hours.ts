import { hasCode } from '../../lib/errors/parse-error.ts';
import { createVendorHours, updateVendorHours } from '../../lib/api/save-vendor-hours.ts';
import { hoursBodies, type HoursDraft } from './hours-draft.ts';

/**
 * docs/product-spec.md §4: the first hours save creates the days (POST /vendorHours), later ones update them
 * (PATCH). A day that already exists after a save that failed half-way is updated instead.
 */
export async function saveHours(hours: HoursDraft, firstSave: boolean): Promise<void> {
  await Promise.all(
    hoursBodies(hours).map(async (body) => {
      if (!firstSave) return updateVendorHours(body);
      try {
        return await createVendorHours(body);
      } catch (err) {
        if (hasCode(err, 'conflict')) return updateVendorHours(body);
        throw err;
      }
    }),
  );
}
