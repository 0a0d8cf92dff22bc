import { hasCode } from '../../lib/errors/parse-error.ts';
import { createVendorHours, updateVendorHours } from '../../lib/api/save-vendor-hours.ts';
import { hoursRequests, type HoursForm } from '../../lib/hours.ts';
import { hoursBodies, hoursForm, type HoursDraft } from './hours-draft.ts';

/**
 * docs/product-spec.md §4: the first hours save creates the days (POST /vendorHours), later ones update them
 * (PATCH). A day that already exists after a save that failed half-way is updated instead. Hours the server
 * held when the step opened (`saved`, saved on another device) are changed as the Services & Hours editor
 * changes them: only the days edited here are sent (lib/hours.ts hoursRequests), so nothing is overwritten unseen.
 */
export async function saveHours(hours: HoursDraft, firstSave: boolean, saved: HoursForm | null = null): Promise<void> {
  if (saved) {
    await Promise.all(
      hoursRequests(saved, hoursForm(hours)).map(({ method, body }) =>
        method === 'POST' ? createVendorHours(body) : updateVendorHours(body),
      ),
    );
    return;
  }
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
