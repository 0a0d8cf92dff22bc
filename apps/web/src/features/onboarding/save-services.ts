import { fetchServices } from '../../lib/api/get-services.ts';
import { addVendorProduct, addZipCode } from '../../lib/api/save-services.ts';
import type { ZipCodesByProduct } from './service-zip-codes.ts';

/**
 * Creates a vendor product per selected service and its zip codes (POST /vendorProduct, POST
 * /zipcode). What the server already holds (a save that failed half-way) is reused, not re-sent.
 */
export async function saveServices(productIds: readonly number[], zips: ZipCodesByProduct): Promise<void> {
  const existing = await fetchServices();
  for (const productId of productIds) {
    const record = existing.find((r) => r.productId === productId);
    const vendorProductId = record?.vendorProductId ?? (await addVendorProduct(productId)).id;
    const missing = (zips[productId] ?? []).filter((zip) => !record?.zipCodes.includes(zip));
    await Promise.all(missing.map((zip) => addZipCode(vendorProductId, zip)));
  }
}
