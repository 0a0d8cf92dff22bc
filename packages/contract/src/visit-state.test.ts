import { describe, expect, it } from 'vitest';
import { visitState } from './closed-job.ts';

// Issue 54 item 14: one state per job, derived here only.
describe('visitState', () => {
  const at = '2030-06-02T16:00:00.000Z';
  it('follows the visit: upcoming, on the way, arrived, done', () => {
    expect(visitState({})).toBe('upcoming');
    expect(visitState({}, true)).toBe('onTheWay');
    expect(visitState({ checkedInAt: at }, true)).toBe('arrived');
    expect(visitState({ checkedInAt: at, checkedOutAt: at })).toBe('done');
    expect(visitState({ completedAt: at })).toBe('done');
  });
  it('a no-show is never done, and a cancellation wins', () => {
    expect(visitState({ checkedInAt: at, checkedOutAt: at, completedAt: at, outcome: 'no-show' })).toBe('noShow');
    expect(visitState({ cancelledAt: at, completedAt: at })).toBe('cancelled');
  });
});
