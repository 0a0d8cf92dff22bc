import { isZipCode } from '@vendor-portal/contract/field-rules';

// Zip-code lists as the vendor types them, for the onboarding Services step (comma-separated,
// docs/product-spec.md §5 onboarding services) and the Services & Hours panel (one at a time, docs/product-spec.md §5 zip code).
// Each screen words the outcome with its own SPEC texts.

/** docs/product-spec.md §2: zip codes sorted numerically. */
export function sortZipCodes(zips: readonly string[]): string[] {
  return [...zips].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

export type ZipInputResult =
  | { kind: 'empty' }
  | { kind: 'invalid'; invalid: string[] }
  | { kind: 'duplicate'; duplicates: string[] }
  | { kind: 'added'; added: string[]; skipped: string[] };

/** Checks entries against the zip codes already entered: any invalid one refuses them all. */
export function checkZipCodes(entries: readonly string[], existing: readonly string[]): ZipInputResult {
  if (entries.length === 0) return { kind: 'empty' };
  const invalid = entries.filter((z) => !isZipCode(z));
  if (invalid.length) return { kind: 'invalid', invalid };
  const skipped = entries.filter((z) => existing.includes(z));
  const added = entries.filter((z) => !existing.includes(z));
  if (added.length === 0) return { kind: 'duplicate', duplicates: skipped };
  return { kind: 'added', added, skipped };
}

/** Reads a comma-separated input (blanks and repeats dropped) against the zip codes already entered. */
export function parseZipInput(input: string, existing: readonly string[]): ZipInputResult {
  return checkZipCodes(
    [
      ...new Set(
        input
          .split(',')
          .map((z) => z.trim())
          .filter(Boolean),
      ),
    ],
    existing,
  );
}
