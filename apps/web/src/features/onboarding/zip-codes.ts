// SPEC §2/§5 Onboarding services: zip codes are typed comma-separated and applied to every
// selected service; a newly selected service receives the union of the zip codes already entered.

/** Zip codes per catalogue product id (keys are ids as strings: the draft is JSON). */
export type ZipCodesByProduct = Record<string, string[]>;

export type ZipInputResult =
  | { kind: 'empty' }
  | { kind: 'invalid'; invalid: string[] }
  | { kind: 'duplicate'; duplicates: string[] }
  | { kind: 'added'; added: string[]; skipped: string[] };

const byNumber = (a: string, b: string) => Number(a) - Number(b);

/** Every zip code of the given services, once, in numeric order. */
export function unionZipCodes(zips: ZipCodesByProduct, productIds: readonly number[]): string[] {
  return [...new Set(productIds.flatMap((id) => zips[id] ?? []))].sort(byNumber);
}

/** Reads the comma-separated input against the zip codes already entered. */
export function parseZipInput(input: string, existing: readonly string[]): ZipInputResult {
  const entries = [...new Set(input.split(',').map((z) => z.trim()).filter(Boolean))];
  if (entries.length === 0) return { kind: 'empty' };
  const invalid = entries.filter((z) => !/^\d{5}$/.test(z));
  if (invalid.length) return { kind: 'invalid', invalid };
  const skipped = entries.filter((z) => existing.includes(z));
  const added = entries.filter((z) => !existing.includes(z));
  if (added.length === 0) return { kind: 'duplicate', duplicates: skipped };
  return { kind: 'added', added, skipped };
}

/** Adds zip codes to every selected service. */
export function addZipCodes(zips: ZipCodesByProduct, productIds: readonly number[], added: readonly string[]): ZipCodesByProduct {
  const next = { ...zips };
  for (const id of productIds) next[id] = [...new Set([...(next[id] ?? []), ...added])].sort(byNumber);
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
