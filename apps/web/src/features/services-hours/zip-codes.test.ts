import { describe, expect, it } from 'vitest';
import { SERVICES } from '@vendor-portal/contract/messages';
import { addZipCodeTo, zipCodeChanges } from './zip-codes.ts';

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

  it('takes one zip: a comma-separated input is refused as a whole', () => {
    expect(addZipCodeTo([], '80202, 80203')).toEqual({ ok: false, error: SERVICES.zipInvalid('80202, 80203') });
  });
});

describe('zipCodeChanges', () => {
  it('lists added and removed zips', () => {
    expect(zipCodeChanges(['80202', '80203'], ['80203', '80210'])).toEqual({ added: ['80210'], removed: ['80202'] });
    expect(zipCodeChanges(['80202'], ['80202'])).toEqual({ added: [], removed: [] });
  });
});
