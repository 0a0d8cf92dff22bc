import { describe, expect, it } from 'vitest';
import { HOURS } from '@vendor-portal/contract/messages';
import { emptyHoursForm, type HoursForm } from '../../lib/hours.ts';
import { validateHoursForm } from './hours.ts';

const zone = 'America/Denver';

/** A saved form: Monday–Friday 08:00–17:00 with rows 1–5, Saturday a closed row (6), Sunday no row. */
function savedForm(): HoursForm {
  const form = emptyHoursForm();
  form.timeZone = zone;
  form.days = form.days.map((d, i) =>
    i < 5 ? { ...d, id: i + 1, openTime: '08:00', closeTime: '17:00' } : i === 5 ? { ...d, id: 6 } : d,
  );
  return form;
}
const edit = (form: HoursForm, i: number, patch: Partial<HoursForm['days'][number]>): HoursForm => ({
  ...form,
  days: form.days.map((d, j) => (j === i ? { ...d, ...patch } : d)),
});

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
