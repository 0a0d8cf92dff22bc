import type { ServiceRecord } from '../../lib/api/get-services.ts';
import { sortZipCodes } from '../../lib/zip-codes.ts';

// docs/product-spec.md §2/§5 Onboarding services: zip codes are typed comma-separated and applied to every
// selected service; a newly selected service receives the union of the zip codes already entered.
// Reading what was typed is lib/zip-codes.ts (parseZipInput).

/** Zip codes per catalogue product id (keys are ids as strings: the draft is JSON). */
export type ZipCodesByProduct = Record<string, string[]>;

/** Every zip code of the given services, once, in numeric order. */
export function unionZipCodes(zips: ZipCodesByProduct, productIds: readonly number[]): string[] {
  return sortZipCodes([...new Set(productIds.flatMap((id) => zips[id] ?? []))]);
}

/** Adds zip codes to every selected service. */
export function addZipCodes(
  zips: ZipCodesByProduct,
  productIds: readonly number[],
  added: readonly string[],
): ZipCodesByProduct {
  const next = { ...zips };
  for (const id of productIds) next[id] = sortZipCodes([...new Set([...(next[id] ?? []), ...added])]);
  return next;
}

/** Removes one zip code from every selected service. */
export function removeZipCode(zips: ZipCodesByProduct, productIds: readonly number[], zip: string): ZipCodesByProduct {
  const next = { ...zips };
  for (const id of productIds) next[id] = (next[id] ?? []).filter((z) => z !== zip);
  return next;
}

/** Selects or deselects a service; a newly selected one receives the existing union of zip codes. */
export function toggleService(
  selected: readonly number[],
  zips: ZipCodesByProduct,
  productId: number,
): { selected: number[]; zips: ZipCodesByProduct } {
  if (selected.includes(productId)) {
    const { [productId]: _removed, ...rest } = zips;
    return { selected: selected.filter((id) => id !== productId), zips: rest };
  }
  return { selected: [...selected, productId], zips: { ...zips, [productId]: unionZipCodes(zips, selected) } };
}

/**
 * The selection with what the server holds (GET /zipcode) ticked, with its zip codes (issue 28 item 7: a step
 * resumed on another device shows what was saved). What this device ticked and did not save yet stays.
 */
export function withSavedServices(
  selected: readonly number[],
  zips: ZipCodesByProduct,
  saved: readonly ServiceRecord[],
): { selected: number[]; zips: ZipCodesByProduct } {
  const next = { ...zips };
  for (const record of saved)
    next[record.productId] = sortZipCodes([...new Set([...(next[record.productId] ?? []), ...record.zipCodes])]);
  return { selected: [...new Set([...selected, ...saved.map((r) => r.productId)])], zips: next };
}
