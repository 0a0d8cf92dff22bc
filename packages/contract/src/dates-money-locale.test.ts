import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDay,
  formatInstant,
  jobDay,
  jobWhen,
  shortDay,
  timeOfDay,
  weekdayDay,
  dayIn,
  localParts,
  dayFromEnglish,
  clockTime,
} from './dates.ts';
import { setLanguage } from './i18n.ts';
import { inLanguage } from './in-language.ts';
import { formatCents, formatWholeDollars } from './money.ts';

// Issue 46: dates, times and money in the active language's locale (LOCALES). Tested at 9:50 PM in Denver on
// Nov 27 (2026-11-28T04:50:00Z): the UTC day is already the next, so a date in the wrong zone fails too.
const EVENING = '2026-11-28T04:50:00Z';
const DENVER = 'America/Denver';

afterEach(() => setLanguage('en'));

describe('dates in English (en-US): the SPEC formats, byte for byte', () => {
  it("writes 'MMM d, yyyy[, h:mm a]' with plain spaces", () => {
    expect(formatInstant(EVENING, DENVER)).toBe('Nov 27, 2026, 9:50 PM');
    expect(formatInstant(EVENING, DENVER, 'date')).toBe('Nov 27, 2026');
    expect(formatInstant(EVENING, DENVER, 'datetime', true)).toBe('Nov 27, 2026, 9:50:00 PM');
    expect(formatDay('2026-11-27')).toBe('Nov 27, 2026');
    expect(shortDay('2026-11-16')).toBe('Nov 16');
    expect(weekdayDay('2026-11-27')).toBe('Fri, Nov 27');
    expect(timeOfDay(EVENING, DENVER, true)).toBe('9:50 PM MST');
    expect(jobWhen(EVENING, DENVER, 'datetime')).toBe('Friday, November 27, 2026 at 9:50 PM MST');
    expect(jobDay(EVENING, DENVER)).toBe('Friday, November 27');
  });
});

describe('dates in Spanish (es-US): the same shapes as es-US writes them', () => {
  it('writes "27 nov 2026, 9:50 p.m." in the named zone', () => {
    setLanguage('es');
    expect(formatInstant(EVENING, DENVER)).toBe('27 nov 2026, 9:50 p.m.');
    expect(formatInstant(EVENING, DENVER, 'date')).toBe('27 nov 2026');
    expect(formatInstant(EVENING, DENVER, 'datetime', true)).toBe('27 nov 2026, 9:50:00 p.m.');
    expect(formatDay('2026-11-27')).toBe('27 nov 2026');
    expect(shortDay('2026-11-16')).toBe('16 nov');
    expect(weekdayDay('2026-11-27')).toBe('vie, 27 de nov');
    expect(timeOfDay(EVENING, DENVER)).toBe('9:50 p.m.');
    expect(timeOfDay(EVENING, DENVER, true)).toBe('9:50 p.m. MST');
    expect(jobWhen(EVENING, DENVER, 'datetime')).toBe('viernes, 27 de noviembre de 2026, 9:50 p.m. MST');
    expect(jobWhen(EVENING, DENVER, 'date')).toBe('viernes, 27 de noviembre de 2026');
    expect(jobDay(EVENING, DENVER)).toBe('viernes, 27 de noviembre');
  });

  it('keeps the figures code reads the same in every language', () => {
    setLanguage('es');
    expect(dayIn(EVENING, DENVER)).toBe('2026-11-27');
    expect(localParts(EVENING, DENVER)).toBe('2026-11-27T21:50');
  });

  it('follows a language changed after a first date was written (one cache per locale)', () => {
    expect(formatInstant(EVENING, DENVER)).toBe('Nov 27, 2026, 9:50 PM');
    setLanguage('es');
    expect(formatInstant(EVENING, DENVER)).toBe('27 nov 2026, 9:50 p.m.');
    setLanguage('en');
    expect(formatInstant(EVENING, DENVER)).toBe('Nov 27, 2026, 9:50 PM');
  });

  it("is the member's language in a server's mail (inLanguage), and back after it", () => {
    expect(inLanguage('es', () => formatInstant(EVENING, DENVER))).toBe('27 nov 2026, 9:50 p.m.');
    expect(formatInstant(EVENING, DENVER)).toBe('Nov 27, 2026, 9:50 PM');
  });
});

describe('a wall-clock time (issue 54 item 19: one writer of a time)', () => {
  it.each([
    ['00:00', '12:00 AM', '12:00 a.m.'],
    ['08:05', '8:05 AM', '8:05 a.m.'],
    ['12:00', '12:00 PM', '12:00 p.m.'],
    ['17:30', '5:30 PM', '5:30 p.m.'],
    ['23:59:59', '11:59 PM', '11:59 p.m.'],
    ['', '', ''],
    ['7pm', '', ''],
    ['24:00', '', ''],
  ])('%s is "%s", and "%s" in Spanish', (value, english, spanish) => {
    expect(clockTime(value)).toBe(english);
    expect(inLanguage('es', () => clockTime(value))).toBe(spanish);
  });
});

describe('a day the API wrote in English, read back', () => {
  it('is the calendar day whatever the active language, and null for another text', () => {
    setLanguage('es');
    expect(dayFromEnglish('Nov 23, 2026')).toBe('2026-11-23');
    expect(dayFromEnglish('Jan 2, 2030')).toBe('2030-01-02');
    expect(formatDay(dayFromEnglish('Nov 23, 2026') ?? '')).toBe('23 nov 2026');
    expect(dayFromEnglish('23 nov 2026')).toBeNull();
    expect(dayFromEnglish('Foo 23, 2026')).toBeNull();
  });
});

describe('money in both languages', () => {
  it('writes US dollars the same in en-US and es-US', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-1250)).toBe('-$12.50');
    expect(formatWholeDollars(120049)).toBe('$1,200');
    setLanguage('es');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-1250)).toBe('-$12.50');
    expect(formatWholeDollars(120049)).toBe('$1,200');
  });
});
