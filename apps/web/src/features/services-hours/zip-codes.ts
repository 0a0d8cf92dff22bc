import { SERVICES } from '@vendor-portal/contract/messages';

// SPEC §5 Zip code (services panel) and §2 "zip codes sorted numerically".

export function sortZipCodes(zips: readonly string[]): string[] {
  return [...zips].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

export type ZipCheck = { ok: true; zips: string[] } | { ok: false; error: string };

/** Adds `input` (trimmed) to `zips`: exactly 5 digits, no duplicates; the result stays sorted. */
export function addZipCodeTo(zips: readonly string[], input: string): ZipCheck {
  const zip = input.trim();
  if (!/^\d{5}$/.test(zip)) return { ok: false, error: SERVICES.zipInvalid(zip) };
  if (zips.includes(zip)) return { ok: false, error: SERVICES.zipDuplicate(zip) };
  return { ok: true, zips: sortZipCodes([...zips, zip]) };
}

/** What an edit changes: zips to add and zips to remove. */
export function zipCodeChanges(saved: readonly string[], edited: readonly string[]) {
  return {
    added: edited.filter((z) => !saved.includes(z)),
    removed: saved.filter((z) => !edited.includes(z)),
  };
}
