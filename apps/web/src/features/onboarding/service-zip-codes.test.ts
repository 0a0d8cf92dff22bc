import { describe, expect, it } from 'vitest';
import { addZipCodes, removeZipCode, toggleService, unionZipCodes } from './service-zip-codes.ts';

describe('onboarding zip codes (docs/product-spec.md §5 onboarding services)', () => {
  it('applies zip codes to every selected service, sorted numerically', () => {
    const zips = addZipCodes({ 1: ['80210'], 2: [] }, [1, 2], ['80202', '80210']);
    expect(zips).toEqual({ 1: ['80202', '80210'], 2: ['80202', '80210'] });
    expect(removeZipCode(zips, [1, 2], '80210')).toEqual({ 1: ['80202'], 2: ['80202'] });
  });

  it('gives a newly selected service the union of the existing zip codes', () => {
    const zips = { 1: ['80210', '80202'], 2: ['80203'] };
    expect(unionZipCodes(zips, [1, 2])).toEqual(['80202', '80203', '80210']);
    const next = toggleService([1, 2], zips, 3);
    expect(next.selected).toEqual([1, 2, 3]);
    expect(next.zips[3]).toEqual(['80202', '80203', '80210']);
  });

  it('drops a deselected service and its zip codes', () => {
    expect(toggleService([1, 2], { 1: ['80202'], 2: ['80203'] }, 1)).toEqual({ selected: [2], zips: { 2: ['80203'] } });
  });
});
