import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZIP_CODE_PATTERN } from '@vendor-portal/contract/field-rules';
import { checkZipCodes, parseZipInput, sortZipCodes } from './zip-codes.ts';

describe('sortZipCodes', () => {
  it('sorts numerically without changing the input', () => {
    const input = ['80210', '02139', '80202', '10001'];
    expect(sortZipCodes(input)).toEqual(['02139', '10001', '80202', '80210']);
    expect(input[0]).toBe('80210');
  });

  it('always yields an ordered permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(ZIP_CODE_PATTERN)), (zips) => {
        const sorted = sortZipCodes(zips);
        expect([...sorted].sort()).toEqual([...zips].sort());
        for (let i = 1; i < sorted.length; i++) expect(Number(sorted[i - 1])).toBeLessThanOrEqual(Number(sorted[i]));
      }),
    );
  });
});

describe('parseZipInput (docs/product-spec.md §5 onboarding services)', () => {
  it('reads comma-separated input, trimming blanks and repeats', () => {
    expect(parseZipInput(' 80202, 80203 ,,80202 ', [])).toEqual({
      kind: 'added',
      added: ['80202', '80203'],
      skipped: [],
    });
    expect(parseZipInput(' , ', [])).toEqual({ kind: 'empty' });
  });

  it('rejects the whole input when any entry is not 5 digits', () => {
    expect(parseZipInput('80202, 8020, abcde, 802021', [])).toEqual({
      kind: 'invalid',
      invalid: ['8020', 'abcde', '802021'],
    });
  });

  it('reports duplicates, or a partial add that skips them', () => {
    expect(parseZipInput('80202, 80203', ['80202', '80203'])).toEqual({
      kind: 'duplicate',
      duplicates: ['80202', '80203'],
    });
    expect(parseZipInput('80202, 80204', ['80202'])).toEqual({ kind: 'added', added: ['80204'], skipped: ['80202'] });
  });
});

describe('checkZipCodes', () => {
  it('refuses an empty entry, which a single-zip field may send', () => {
    expect(checkZipCodes([''], [])).toEqual({ kind: 'invalid', invalid: [''] });
    expect(checkZipCodes([], [])).toEqual({ kind: 'empty' });
  });
});
