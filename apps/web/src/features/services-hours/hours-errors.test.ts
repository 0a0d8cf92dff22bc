import { describe, expect, it } from 'vitest';
import { HOURS } from '@vendor-portal/contract/messages';
import { edit, savedForm } from '../../test/hours-data.ts';
import { hoursErrors } from './hours-errors.ts';

describe('hoursErrors', () => {
  it('accepts a valid form', () => {
    expect(hoursErrors(savedForm())).toBeNull();
  });
  it('needs a time zone', () => {
    expect(hoursErrors({ ...savedForm(), timeZone: '' })).toEqual({ timeZone: HOURS.timeZoneRequired, days: {} });
  });
  it('needs both times or neither, naming the day', () => {
    expect(hoursErrors(edit(savedForm(), 2, { closeTime: '' }))?.days).toEqual({
      Wednesday: 'Validation Error: Both open and close times must be set or empty for Wednesday.',
    });
  });
  it('needs close after open, naming the day', () => {
    expect(hoursErrors(edit(savedForm(), 3, { openTime: '17:00', closeTime: '09:00' }))?.days).toEqual({
      Thursday: 'Validation Error: Close time must be after open time for Thursday.',
    });
    expect(hoursErrors(edit(savedForm(), 3, { openTime: '09:00', closeTime: '09:00' }))?.days.Thursday).toBe(
      HOURS.closeAfterOpen('Thursday'),
    );
  });
  it('gives every failing field its own text', () => {
    const form = edit(edit({ ...savedForm(), timeZone: '' }, 2, { closeTime: '' }), 3, { closeTime: '08:00' });
    expect(hoursErrors(form)).toEqual({
      timeZone: HOURS.timeZoneRequired,
      days: { Wednesday: HOURS.bothOrNeither('Wednesday'), Thursday: HOURS.closeAfterOpen('Thursday') },
    });
  });
});
