import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { dollars, writeCsv } from '../src/lib/csv.ts';

// Issue 38 item 5: the one CSV writer (docs/decisions/014-one-csv-writer.md) and the lint rule that
// keeps it the only one.

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('writeCsv', () => {
  it('prefixes every text cell a spreadsheet would run with an apostrophe, and quotes as RFC 4180', () => {
    const csv = writeCsv(
      ['Name', 'Amount'],
      [
        ['=HYPERLINK("http://evil.test/c","city")', dollars(-1250)],
        ['+1 555', 3],
        ['-x', -4],
        ['@SUM(A1)', null],
        ['\tTab', 1n],
        ['\rReturn', dollars(2n ** 63n - 1n)],
        ['Windows, "Deluxe"', dollars(5)],
        ['Plain', undefined],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Name,Amount',
      `"'=HYPERLINK(""http://evil.test/c"",""city"")",-12.50`,
      "'+1 555,3",
      "'-x,-4",
      "'@SUM(A1),",
      "'\tTab,1",
      `"'\rReturn",92233720368547758.07`,
      '"Windows, ""Deluxe""",0.05',
      'Plain,',
      '',
    ]);
  });
});

describe('the lint rule csv/one-writer', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: path.join(ROOT, file) }))[0]!.messages
      .filter((m) => m.ruleId === 'csv/one-writer')
      .map((m) => m.line);

  it('refuses a CSV library or a text/csv answer outside lib/csv.ts, and lets lib/csv.ts use them', async () => {
    const builder =
      "import { stringify } from 'csv-stringify/sync';\nexport const f = (r: any) => r.type('text/csv').send(stringify([]));\n";
    expect(await lint('apps/api/src/modules/payouts/export.ts', builder)).toEqual([1, 2]);
    expect(
      await lint('apps/web/src/features/x/export.ts', "import Papa from 'papaparse';\nexport default Papa;\n"),
    ).toEqual([1]);
    expect(await lint('apps/api/src/lib/csv.ts', builder)).toEqual([]);
  }, 60_000);
});
