import { describe, expect, it } from 'vitest';
import * as paths from '@vendor-portal/contract/routes/paths';
import { queryKey } from './query-key.ts';

describe('queryKey: an answer’s cache key from its entry', () => {
  it('is the path after /api/, each parameter as the URL sends it, so 7 and "7" name one job', () => {
    expect(queryKey(paths.getAppointmentById, { params: { id: 7 } })).toEqual(['appointment', '7']);
    expect(queryKey(paths.getAppointmentById, { params: { id: '7' } })).toEqual(['appointment', '7']);
    expect(queryKey(paths.getAppointmentByIdChecklist, { params: { id: 7 } })).toEqual([
      'appointment',
      '7',
      'checklist',
    ]);
    expect(queryKey(paths.getAppointmentUnclaimed)).toEqual(['appointment', 'unclaimed']);
  });

  it('adds the query, then what else the answer varies by', () => {
    expect(queryKey(paths.getProduct, { query: { isActive: true } })).toEqual(['product', { isActive: true }]);
    expect(queryKey(paths.getTimeOffHolidays, undefined, 'es')).toEqual(['timeOff', 'holidays', 'es']);
  });

  it('gives the shorter key of a group as the prefix of its members', () => {
    const all = queryKey(paths.getTimeOff);
    expect(queryKey(paths.getTimeOffHolidays, undefined, 'en').slice(0, all.length)).toEqual(all);
  });
});
