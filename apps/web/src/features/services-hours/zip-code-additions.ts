import { SERVICES } from '@vendor-portal/contract/messages';
import { checkZipCodes, sortZipCodes } from '../../lib/zip-codes.ts';

// docs/product-spec.md §5 Zip code (services panel), on the shared zip-code lists (lib/zip-codes.ts).

/** What adding typed or pasted zips did: the list after it, the entries refused (left in the field) and why. */
export interface ZipAddition {
  zips: string[];
  rejected: string[];
  errors: string[];
}

/**
 * Adds every zip of `input` (one, or a pasted list separated by commas, spaces or new lines) to `zips`: each
 * exactly 5 digits and not yet there, with the SPEC's message per refused zip; the result stays sorted.
 */
export function addZipCodesTo(zips: readonly string[], input: string): ZipAddition {
  const entries = [...new Set(input.split(/[\s,;]+/).filter(Boolean))];
  const added: string[] = [];
  const rejected: string[] = [];
  const errors: string[] = [];
  for (const zip of entries) {
    const result = checkZipCodes([zip], [...zips, ...added]);
    if (result.kind === 'added') added.push(zip);
    else {
      rejected.push(zip);
      errors.push(result.kind === 'invalid' ? SERVICES.zipInvalid(zip) : SERVICES.zipDuplicate(zip));
    }
  }
  return { zips: sortZipCodes([...zips, ...added]), rejected, errors };
}

/** What an edit changes: zips to add and zips to remove. */
export function zipCodeChanges(saved: readonly string[], edited: readonly string[]) {
  return {
    added: edited.filter((z) => !saved.includes(z)),
    removed: saved.filter((z) => !edited.includes(z)),
  };
}
