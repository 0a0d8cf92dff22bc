import { describe, expect, it } from 'vitest';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { emptyHours, hoursBodies, hoursDraftFrom, hoursForm, type HoursDraft } from './hours-draft.ts';
import { hoursStepErrors } from './hours-step-errors.ts';

function withDays(days: Partial<HoursDraft['days']>, timeZone = 'America/Denver'): HoursDraft {
  const base = emptyHours();
  return { days: { ...base.days, ...days }, timeZone };
}

describe('onboarding hours (docs/product-spec.md §5 onboarding hours)', () => {
  it('starts with every day closed in America/Denver', () => {
    const hours = emptyHours();
    expect(hours.timeZone).toBe('America/Denver');
    expect(Object.values(hours.days).every((d) => d.openTime === '' && d.closeTime === '')).toBe(true);
  });

  it('accepts open days and closed days, including 00:00 to 23:59', () => {
    expect(
      hoursStepErrors(
        withDays({
          Monday: { openTime: '09:00', closeTime: '17:00' },
          Sunday: { openTime: '00:00', closeTime: '23:59' },
        }),
      ),
    ).toBeNull();
  });

  it('needs both times of a day', () => {
    expect(
      hoursStepErrors(
        withDays({ Monday: { openTime: '09:00', closeTime: '17:00' }, Tuesday: { openTime: '09:00', closeTime: '' } }),
      ),
    ).toEqual({ fields: { days: { Tuesday: ONBOARDING.bothTimes('Tuesday') } }, form: null });
  });

  it('needs close after open', () => {
    expect(
      hoursStepErrors(
        withDays({
          Monday: { openTime: '09:00', closeTime: '09:00' },
          Friday: { openTime: '10:00', closeTime: '08:00' },
        }),
      )?.fields.days,
    ).toEqual({ Monday: ONBOARDING.closeAfterOpen('Monday'), Friday: ONBOARDING.closeAfterOpen('Friday') });
  });

  it('needs at least one open day and a time zone', () => {
    expect(hoursStepErrors(withDays({}, ''))).toEqual({
      fields: { days: {}, timeZone: ONBOARDING.selectTimeZone },
      form: ONBOARDING.atLeastOneDay,
    });
  });

  it("reads the shared editor's form back into the draft unchanged", () => {
    const hours = withDays({ Wednesday: { openTime: '07:00', closeTime: '15:30' } }, 'America/Phoenix');
    expect(hoursDraftFrom(hoursForm(hours))).toEqual(hours);
  });

  it('sends all seven days with the zone', () => {
    const bodies = hoursBodies(withDays({ Monday: { openTime: '09:00', closeTime: '17:00' } }, 'America/Chicago'));
    expect(bodies).toHaveLength(7);
    expect(bodies[0]).toEqual({
      weekDay: 'Monday',
      openTime: '09:00',
      closeTime: '17:00',
      timeZone: 'America/Chicago',
    });
    expect(bodies[6]).toEqual({ weekDay: 'Sunday', openTime: '', closeTime: '', timeZone: 'America/Chicago' });
  });
});
