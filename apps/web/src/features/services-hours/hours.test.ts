import { describe, expect, it } from 'vitest';
import { HOURS } from '@vendor-portal/contract/messages';
import { edit, savedForm } from '../../lib/hours-fixtures.ts';
import { validateHoursForm } from './hours.ts';

describe('validateHoursForm', () => {
  it('accepts a valid form', () => {
    expect(validateHoursForm(savedForm())).toBeNull();
  });
  it('needs a time zone', () => {
    expect(validateHoursForm({ ...savedForm(), timeZone: '' })).toBe(HOURS.timeZoneRequired);
  });
  it('needs both times or neither, naming the day', () => {
    expect(validateHoursForm(edit(savedForm(), 2, { closeTime: '' }))).toBe(
      'Validation Error: Both open and close times must be set or empty for Wednesday.',
    );
  });
  it('needs close after open, naming the day', () => {
    expect(validateHoursForm(edit(savedForm(), 3, { openTime: '17:00', closeTime: '09:00' }))).toBe(
      'Validation Error: Close time must be after open time for Thursday.',
    );
    expect(validateHoursForm(edit(savedForm(), 3, { openTime: '09:00', closeTime: '09:00' }))).toBe(
      HOURS.closeAfterOpen('Thursday'),
    );
  });
});
