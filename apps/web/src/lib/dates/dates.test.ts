import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import {
  addCalendarDays,
  appointmentDays,
  calendarDayIn,
  formatAppointmentDate,
  formatDateIn,
  instantDayLabel,
  jobDayLabel,
  paidLabel,
  schedulingKind,
  timeIn,
  weekLabel,
} from './dates.ts';

const price = (over: Partial<{ isOutside: boolean; schedulingInterface: 'date' | 'datetime' | null }> = {}) => ({
  id: 1,
  title: 'p',
  quantity: 1,
  section: null,
  isOutside: false,
  schedulingInterface: null,
  payoutCents: 0,
  ...over,
});
const details = (...prices: ReturnType<typeof price>[][]) => ({
  products: prices.map((p, i) => ({ id: i, title: `P${i}`, prices: p })),
});

describe('calendarDayIn', () => {
  it("gives the day in the named zone, whatever the browser's zone", () => {
    // 03:30Z on June 2 is 21:30 June 1 in Denver (UTC-6) and 23:30 June 1 in New York (UTC-4).
    const instant = new Date('2030-06-02T03:30:00Z');
    expect(calendarDayIn(instant, 'America/Denver')).toBe('2030-06-01');
    expect(calendarDayIn(instant, 'America/New_York')).toBe('2030-06-01');
    expect(calendarDayIn(new Date('2030-06-02T04:30:00Z'), 'America/New_York')).toBe('2030-06-02');
    expect(calendarDayIn(new Date('2030-06-02T04:30:00Z'), 'America/Denver')).toBe('2030-06-01');
  });

  it('follows DST: the Denver day starts at 07:00Z in winter and 06:00Z in summer', () => {
    expect(calendarDayIn(new Date('2030-03-10T06:59:00Z'), 'America/Denver')).toBe('2030-03-09');
    expect(calendarDayIn(new Date('2030-03-10T07:00:00Z'), 'America/Denver')).toBe('2030-03-10');
    expect(calendarDayIn(new Date('2030-03-11T05:59:00Z'), 'America/Denver')).toBe('2030-03-10');
    expect(calendarDayIn(new Date('2030-03-11T06:00:00Z'), 'America/Denver')).toBe('2030-03-11');
    // Phoenix keeps UTC-7 all year.
    expect(calendarDayIn(new Date('2030-07-01T06:30:00Z'), 'America/Phoenix')).toBe('2030-06-30');
  });
});

describe('addCalendarDays / appointmentDays', () => {
  it('crosses months, years and DST changes by whole calendar days', () => {
    expect(addCalendarDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addCalendarDays('2030-03-09', 2)).toBe('2030-03-11');
    expect(addCalendarDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('gives today, tomorrow, the day after and 90 days ago in the vendor zone', () => {
    // 01:00Z on March 10 is the evening of March 9 in Denver, the day DST starts next.
    expect(appointmentDays(new Date('2030-03-10T01:00:00Z'), 'America/Denver')).toEqual({
      today: '2030-03-09',
      tomorrow: '2030-03-10',
      dayAfterTomorrow: '2030-03-11',
      ninetyDaysAgo: '2029-12-09',
    });
    expect(appointmentDays(new Date('2030-03-10T05:30:00Z'), 'America/New_York').today).toBe('2030-03-10');
  });
});

describe('schedulingKind (docs/product-spec.md §9)', () => {
  it('is datetime by default and for no prices', () => {
    expect(schedulingKind(details([price()]))).toBe('datetime');
    expect(schedulingKind(details())).toBe('datetime');
    expect(schedulingKind(undefined)).toBe('datetime');
  });
  it('is date when every price of every product is outside', () => {
    expect(schedulingKind(details([price({ isOutside: true })], [price({ isOutside: true })]))).toBe('date');
    expect(schedulingKind(details([price({ isOutside: true })], [price({ isOutside: false })]))).toBe('datetime');
  });
  it('is date when a price names date; the first naming price wins', () => {
    expect(schedulingKind(details([price(), price({ schedulingInterface: 'date' })]))).toBe('date');
    expect(
      schedulingKind(
        details([price({ schedulingInterface: 'datetime', isOutside: true }), price({ schedulingInterface: 'date' })]),
      ),
    ).toBe('datetime');
  });
  it('accepts the key in either casing', () => {
    const pascal = { ...price(), schedulingInterface: undefined, SchedulingInterface: 'Date' };
    expect(schedulingKind({ products: [{ id: 1, title: 'x', prices: [pascal as never] }] })).toBe('date');
  });
});

describe('formatDateIn / formatAppointmentDate', () => {
  it("formats in the named zone with the SPEC's two patterns", () => {
    expect(formatDateIn('2030-06-02T03:30:00Z', 'America/Denver')).toBe('Jun 1, 2030, 9:30 PM');
    expect(formatDateIn('2030-06-02T03:30:00Z', 'America/New_York')).toBe('Jun 1, 2030, 11:30 PM');
    expect(formatDateIn('2030-06-02T03:30:00Z', 'America/Denver', 'date')).toBe('Jun 1, 2030');
  });
  it('formats across a DST change with the right offset', () => {
    expect(formatDateIn('2030-03-10T08:30:00Z', 'America/Denver')).toBe('Mar 10, 2030, 1:30 AM');
    expect(formatDateIn('2030-03-10T09:30:00Z', 'America/Denver')).toBe('Mar 10, 2030, 3:30 AM');
  });
  it("shows 'N/A' when missing and 'Invalid Date' when unparseable", () => {
    expect(formatDateIn(null, 'America/Denver')).toBe(APPOINTMENTS.notAvailable);
    expect(formatDateIn(undefined, 'America/Denver')).toBe('N/A');
    expect(formatDateIn('not a date', 'America/Denver')).toBe(APPOINTMENTS.invalidDate);
    expect(formatDateIn('not a date', 'America/Denver')).toBe('Invalid Date');
  });
  it("falls back to the browser's zone for an unknown zone name", () => {
    expect(formatDateIn('2030-06-02T12:00:00Z', 'Mars/Olympus', 'date')).toMatch(/^Jun [12], 2030$/);
  });
  it("uses the property's zone and the scheduling kind of the appointment", () => {
    const appointment = {
      actualDateTime: '2030-06-02T16:00:00Z',
      property: { timeZone: 'America/Los_Angeles' },
      appointmentDetails: { duration: 60, ...details([price({ isOutside: true })]) },
    };
    expect(formatAppointmentDate(appointment)).toBe('Jun 2, 2030');
    expect(formatAppointmentDate({ ...appointment, appointmentDetails: { duration: 60, ...details([price()]) } })).toBe(
      'Jun 2, 2030, 9:00 AM',
    );
  });
});

describe('the web writers in Spanish (issue 46: es-US)', () => {
  // 9:50 PM in Denver on Nov 27: the UTC day is already Nov 28.
  const evening = '2026-11-28T04:50:00Z';
  afterEach(() => setLanguage('en'));

  it('writes a date, a payment day, a week and a job day in es-US, in the named zone', () => {
    setLanguage('es');
    expect(formatDateIn(evening, 'America/Denver')).toBe('27 nov 2026, 9:50 p.m.');
    expect(formatDateIn(evening, 'America/Denver', 'date')).toBe('27 nov 2026');
    expect(paidLabel(evening, 'America/Denver')).toBe('27 nov');
    expect(weekLabel('2026-11-23')).toBe('23 nov');
    expect(jobDayLabel('2026-11-27 21:50')).toBe('vie, 27 de nov');
    expect(timeIn(evening, 'America/Denver', true)).toBe('9:50 p.m. MST');
  });

  it('is English again, byte for byte, after the language is back', () => {
    setLanguage('es');
    formatDateIn(evening, 'America/Denver');
    setLanguage('en');
    expect(formatDateIn(evening, 'America/Denver')).toBe('Nov 27, 2026, 9:50 PM');
    expect(paidLabel(evening, 'America/Denver')).toBe('Nov 27');
  });
});

describe('instantDayLabel', () => {
  it("writes an instant's weekday and day in the vendor's zone, not the UTC day", () => {
    expect(instantDayLabel('2026-11-28T04:50:00Z', 'America/Denver')).toBe('Fri, Nov 27');
    expect(instantDayLabel('2026-11-28T04:50:00Z', 'America/New_York')).toBe('Fri, Nov 27');
    expect(instantDayLabel('2026-11-28T05:50:00Z', 'America/New_York')).toBe('Sat, Nov 28');
  });
});
