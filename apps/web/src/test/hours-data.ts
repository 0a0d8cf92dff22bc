import { emptyHoursForm, type HoursForm } from '../lib/hours.ts';

// Shared by the tests of the hours model and of each screen's wording of it.

export const zone = 'America/Denver';

/** A saved form: Monday–Friday 08:00–17:00 with rows 1–5, Saturday a closed row (6), Sunday no row. */
export function savedForm(): HoursForm {
  const form = emptyHoursForm();
  form.timeZone = zone;
  form.days = form.days.map((d, i) =>
    i < 5 ? { ...d, id: i + 1, openTime: '08:00', closeTime: '17:00' } : i === 5 ? { ...d, id: 6 } : d,
  );
  return form;
}

export const edit = (form: HoursForm, i: number, patch: Partial<HoursForm['days'][number]>): HoursForm => ({
  ...form,
  days: form.days.map((d, j) => (j === i ? { ...d, ...patch } : d)),
});
