import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALLOWED_TIME_ZONES, WEEK_DAYS } from '@vendor-portal/contract/common';
import {
  emptyHoursForm,
  hoursFormFromRows,
  hoursRequests,
  setClosed,
  hoursIssues,
  timeZoneOptions,
  vendorTimeZone,
} from './hours.ts';
import { edit, savedForm, zone } from '../test/hours-data.ts';

describe('vendorTimeZone', () => {
  it('is the zone of the row with the smallest id, whatever the order of the rows', () => {
    const rows = [
      { id: 7, timeZone: 'America/Chicago' },
      { id: 3, timeZone: 'America/Phoenix' },
      { id: 5, timeZone: 'America/New_York' },
    ];
    expect(vendorTimeZone(rows)).toBe('America/Phoenix');
    expect(vendorTimeZone([...rows].reverse())).toBe('America/Phoenix');
  });

  it('is America/Denver without rows', () => {
    expect(vendorTimeZone([])).toBe('America/Denver');
  });
});

describe('hoursFormFromRows', () => {
  it('fills the week Monday to Sunday, normalising HH:MM:SS and marking missing days -1', () => {
    const { form, zonesDiffer } = hoursFormFromRows([
      { id: 9, weekDay: 'Tuesday', openTime: '08:00:00', closeTime: '17:30:59', timeZone: zone },
    ]);
    expect(zonesDiffer).toBe(false);
    expect(form.timeZone).toBe(zone);
    expect(form.days.map((d) => d.weekDay)).toEqual([...WEEK_DAYS]);
    expect(form.days[1]).toEqual({ id: 9, weekDay: 'Tuesday', openTime: '08:00', closeTime: '17:30' });
    expect(form.days[0]).toEqual({ id: -1, weekDay: 'Monday', openTime: '', closeTime: '' });
  });

  it('uses the first zone found and reports that zones differ', () => {
    const { form, zonesDiffer } = hoursFormFromRows([
      { id: 1, weekDay: 'Monday', openTime: '08:00', closeTime: '17:00', timeZone: 'America/Chicago' },
      { id: 2, weekDay: 'Tuesday', openTime: '08:00', closeTime: '17:00', timeZone: zone },
    ]);
    expect(form.timeZone).toBe('America/Chicago');
    expect(zonesDiffer).toBe(true);
  });

  it('uses the zone of the smallest id, not of the first row', () => {
    const { form } = hoursFormFromRows([
      { id: 8, weekDay: 'Monday', openTime: '08:00', closeTime: '17:00', timeZone: 'America/Chicago' },
      { id: 2, weekDay: 'Tuesday', openTime: '08:00', closeTime: '17:00', timeZone: zone },
    ]);
    expect(form.timeZone).toBe(zone);
  });

  it('turns unreadable times into empty ones and gives an empty zone without rows', () => {
    expect(
      hoursFormFromRows([{ id: 1, weekDay: 'Monday', openTime: '25:00', closeTime: 'x', timeZone: zone }]).form.days[0],
    ).toMatchObject({ openTime: '', closeTime: '' });
    expect(hoursFormFromRows([]).form).toEqual(emptyHoursForm());
  });
});

describe('setClosed', () => {
  it('empties both times when ticked and sets 09:00–17:00 when unticked', () => {
    const day = { id: 1, weekDay: 'Monday' as const, openTime: '08:00', closeTime: '12:00' };
    expect(setClosed(day, true)).toEqual({ ...day, openTime: '', closeTime: '' });
    expect(setClosed({ ...day, openTime: '', closeTime: '' }, false)).toEqual({
      ...day,
      openTime: '09:00',
      closeTime: '17:00',
    });
  });
});

describe('timeZoneOptions', () => {
  it('lists the allowed zones, plus the current value when it is not one of them', () => {
    expect(timeZoneOptions(zone)).toEqual([...ALLOWED_TIME_ZONES]);
    expect(timeZoneOptions('')).toEqual([...ALLOWED_TIME_ZONES]);
    expect(timeZoneOptions('America/Anchorage')).toEqual([...ALLOWED_TIME_ZONES, 'America/Anchorage']);
  });
});

describe('hoursIssues', () => {
  it('finds nothing in a valid week', () => {
    expect(hoursIssues(savedForm())).toEqual([]);
  });
  it('lists every failing day in week order, then a week without an open day, then a missing zone', () => {
    const week = edit(edit(savedForm(), 1, { closeTime: '' }), 3, { openTime: '17:00', closeTime: '09:00' });
    expect(hoursIssues(week)).toEqual([
      { kind: 'both-or-neither', day: 'Tuesday' },
      { kind: 'close-after-open', day: 'Thursday' },
    ]);
    const openOnly = { ...emptyHoursForm(), days: emptyHoursForm().days.map((d) => ({ ...d, openTime: '09:00' })) };
    expect(hoursIssues(openOnly).map((i) => i.kind)).toEqual([
      ...WEEK_DAYS.map(() => 'both-or-neither'),
      'no-open-day',
      'no-time-zone',
    ]);
  });
});

describe('hoursRequests', () => {
  it('sends nothing when nothing changed', () => {
    expect(hoursRequests(savedForm(), savedForm())).toEqual([]);
  });

  it('sends only changed days: PATCH for a day with a row, POST for a new one', () => {
    let edited = edit(savedForm(), 0, { openTime: '07:00' });
    edited = edit(edited, 6, { openTime: '10:00', closeTime: '14:00' });
    expect(hoursRequests(savedForm(), edited)).toEqual([
      { method: 'PATCH', body: { weekDay: 'Monday', openTime: '07:00', closeTime: '17:00', timeZone: zone } },
      { method: 'POST', body: { weekDay: 'Sunday', openTime: '10:00', closeTime: '14:00', timeZone: zone } },
    ]);
  });

  it('sends a day that became Closed as PATCH with empty times', () => {
    expect(hoursRequests(savedForm(), edit(savedForm(), 4, { openTime: '', closeTime: '' }))).toEqual([
      { method: 'PATCH', body: { weekDay: 'Friday', openTime: '', closeTime: '', timeZone: zone } },
    ]);
  });

  it('on a zone change resends every day with times, and closed days that have a row, never new closed days', () => {
    const requests = hoursRequests(savedForm(), { ...savedForm(), timeZone: 'America/Chicago' });
    expect(requests.map((r) => [r.method, r.body.weekDay, r.body.timeZone])).toEqual([
      ...WEEK_DAYS.slice(0, 5).map((d) => ['PATCH', d, 'America/Chicago']),
      ['PATCH', 'Saturday', 'America/Chicago'],
    ]);
  });

  it('never sends an unchanged day when the zone stays (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), (closeFlags) => {
        const edited = {
          ...savedForm(),
          days: savedForm().days.map((d, i) => (closeFlags[i] ? setClosed(d, true) : d)),
        };
        const sent = hoursRequests(savedForm(), edited).map((r) => r.body.weekDay);
        const expected = WEEK_DAYS.filter((_, i) => closeFlags[i] && i < 5);
        expect(sent).toEqual(expected);
      }),
    );
  });
});
