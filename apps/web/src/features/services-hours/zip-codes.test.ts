import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVICES } from '@vendor-portal/contract/messages';
import { addZipCodeTo, sortZipCodes, zipCodeChanges } from './zip-codes.ts';

describe('sortZipCodes', () => {
  it('sorts numerically without changing the input', () => {
    const input = ['80210', '02139', '80202', '10001'];
    expect(sortZipCodes(input)).toEqual(['02139', '10001', '80202', '80210']);
    expect(input[0]).toBe('80210');
  });

  it('always yields an ordered permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{5}$/)), (zips) => {
        const sorted = sortZipCodes(zips);
        expect([...sorted].sort()).toEqual([...zips].sort());
        for (let i = 1; i < sorted.length; i++) expect(Number(sorted[i - 1])).toBeLessThanOrEqual(Number(sorted[i]));
      }),
    );
  });
});

describe('addZipCodeTo', () => {
  it('adds a trimmed 5-digit zip and keeps the list sorted', () => {
    expect(addZipCodeTo(['80210'], ' 80202 ')).toEqual({ ok: true, zips: ['80202', '80210'] });
  });

  it.each(['8020', '802021', 'abcde', '80-20', ''])('refuses %j with the SPEC text', (zip) => {
    expect(addZipCodeTo([], zip)).toEqual({ ok: false, error: SERVICES.zipInvalid(zip.trim()) });
  });

  it('refuses a duplicate with the SPEC text', () => {
    expect(addZipCodeTo(['80202'], '80202')).toEqual({ ok: false, error: 'Zip code 80202 is already added.' });
  });
});

describe('zipCodeChanges', () => {
  it('lists added and removed zips', () => {
    expect(zipCodeChanges(['80202', '80203'], ['80203', '80210'])).toEqual({ added: ['80210'], removed: ['80202'] });
    expect(zipCodeChanges(['80202'], ['80202'])).toEqual({ added: [], removed: [] });
  });
});
