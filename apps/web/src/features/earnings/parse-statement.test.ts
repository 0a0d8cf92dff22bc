import { describe, expect, it } from 'vitest';
import { decimalToCents } from '@vendor-portal/contract/money';
import { parseCsv, statementJobs } from './parse-statement.ts';

// The statement as the server writes it (csv-stringify: RFC 4180), read back into the week's jobs.

const statement = [
  'Appointment,Completed at,Service,City,Zip code,Payout (USD)',
  '17,2026-11-23 09:30,"Windows, ""Deluxe""",Denver,80203,48.60',
  '18,2026-11-24 16:05,Vehicle Detailing,"Fort Collins, North",80524,1200.05',
  'Total,,,,,1248.65',
  '',
].join('\n');

describe('statementJobs', () => {
  it('reads each job row, with commas and quotes inside a field, and drops the header and the Total row', () => {
    expect(statementJobs(statement)).toEqual([
      {
        id: 17,
        completedAt: '2026-11-23 09:30',
        service: 'Windows, "Deluxe"',
        city: 'Denver',
        zipCode: '80203',
        payoutCents: 4860,
      },
      {
        id: 18,
        completedAt: '2026-11-24 16:05',
        service: 'Vehicle Detailing',
        city: 'Fort Collins, North',
        zipCode: '80524',
        payoutCents: 120_005,
      },
    ]);
  });

  it('shows a guarded cell as it was typed, and reads the paid day and reference columns past the pay', () => {
    const guarded = [
      'Appointment,Completed at,Service,City,Zip code,Payout (USD),Paid on,Payout reference',
      `19,2026-11-25 10:00,Windows,"'=HYPERLINK(""http://evil.test/c"",""city"")",'-80203,15.00,2026-11-30,ACH-7`,
      'Total,,,,,15.00,2026-11-30,ACH-7',
    ].join('\r\n');
    expect(statementJobs(guarded)).toEqual([
      {
        id: 19,
        completedAt: '2026-11-25 10:00',
        service: 'Windows',
        city: '=HYPERLINK("http://evil.test/c","city")',
        zipCode: '-80203',
        payoutCents: 1500,
      },
    ]);
  });

  it('reads CRLF line ends and a line break inside a quoted field', () => {
    expect(parseCsv('a,"b\r\nc"\r\n1,2\r\n')).toEqual([
      ['a', 'b\r\nc'],
      ['1', '2'],
    ]);
  });

  it('is empty for a week without jobs (a header and Total only)', () => {
    expect(statementJobs('Appointment,Completed at,Service,City,Zip code,Payout (USD)\nTotal,,,,,0.00\n')).toEqual([]);
  });
});

describe('decimalToCents', () => {
  it('turns the statement’s dollars into cents without floating point', () => {
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('1234.50')).toBe(123_450);
    expect(decimalToCents('-3.07')).toBe(-307);
    expect(decimalToCents('12.5')).toBeNaN();
  });
});
