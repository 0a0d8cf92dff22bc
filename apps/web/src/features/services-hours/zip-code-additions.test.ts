import { describe, expect, it } from 'vitest';
import { SERVICES } from '@vendor-portal/contract/messages';
import { addZipCodesTo, zipCodeChanges } from './zip-code-additions.ts';

describe('addZipCodesTo', () => {
  it('adds a trimmed 5-digit zip and keeps the list sorted', () => {
    expect(addZipCodesTo(['80210'], ' 80202 ')).toEqual({ zips: ['80202', '80210'], rejected: [], errors: [] });
  });

  it.each(['8020', '802021', 'abcde', '80-20'])('refuses %j with the SPEC text', (zip) => {
    expect(addZipCodesTo([], zip)).toEqual({ zips: [], rejected: [zip], errors: [SERVICES.zipInvalid(zip)] });
  });

  it('refuses a duplicate with the SPEC text', () => {
    expect(addZipCodesTo(['80202'], '80202')).toEqual({
      zips: ['80202'],
      rejected: ['80202'],
      errors: ['Zip code 80202 is already added.'],
    });
  });

  it('takes a pasted list: every good zip is added, each refused one is named with its reason', () => {
    expect(addZipCodesTo(['80210'], '80204, 80209\n8020 80210 80204')).toEqual({
      zips: ['80204', '80209', '80210'],
      rejected: ['8020', '80210'],
      errors: [SERVICES.zipInvalid('8020'), SERVICES.zipDuplicate('80210')],
    });
  });
});

describe('zipCodeChanges', () => {
  it('lists added and removed zips', () => {
    expect(zipCodeChanges(['80202', '80203'], ['80203', '80210'])).toEqual({ added: ['80210'], removed: ['80202'] });
    expect(zipCodeChanges(['80202'], ['80202'])).toEqual({ added: [], removed: [] });
  });
});
