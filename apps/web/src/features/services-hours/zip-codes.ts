import { SERVICES } from '@vendor-portal/contract/messages';
import { checkZipCodes, sortZipCodes } from '../../lib/zip-codes.ts';

// docs/product-spec.md §5 Zip code (services panel), on the shared zip-code lists (lib/zip-codes.ts).

export type ZipCheck = { ok: true; zips: string[] } | { ok: false; error: string };

/** Adds `input` (trimmed, one zip) to `zips`: exactly 5 digits, no duplicates; the result stays sorted. */
export function addZipCodeTo(zips: readonly string[], input: string): ZipCheck {
  const zip = input.trim();
  const result = checkZipCodes([zip], zips);
  if (result.kind === 'invalid') return { ok: false, error: SERVICES.zipInvalid(zip) };
  if (result.kind === 'duplicate') return { ok: false, error: SERVICES.zipDuplicate(zip) };
  return { ok: true, zips: sortZipCodes([...zips, zip]) };
}

/** What an edit changes: zips to add and zips to remove. */
export function zipCodeChanges(saved: readonly string[], edited: readonly string[]) {
  return {
    added: edited.filter((z) => !saved.includes(z)),
    removed: saved.filter((z) => !edited.includes(z)),
  };
}
