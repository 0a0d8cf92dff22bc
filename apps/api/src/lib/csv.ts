import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { attachmentContentDisposition } from '../storage/content-disposition.ts';

// The one CSV writer of the portal (docs/decisions/014-one-csv-writer.md): the vendor's statement,
// the console's insights exports and whatever comes next are written here and nowhere else (lint
// refuses csv-stringify and a `text/csv` answer in any other file). csv-stringify does RFC 4180's
// quoting (a comma, a quote or a line break inside a field); this file adds the guard of
// docs/architecture.md "Money that is fair".

/** A number written as it is (an amount, a count): never taken for text, so never guarded. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** Cents as dollars with two decimals ("-12.50"), a number cell: a negative amount stays a number. */
export function dollars(cents: number | bigint): CsvNumber {
  const whole = BigInt(cents);
  const abs = whole < 0n ? -whole : whole;
  // BigInt, not centsToDecimal's Number: a sum past 2^53 cents is still written to the cent.
  return new CsvNumber(`${whole < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
}

export type CsvCell = string | number | bigint | CsvNumber | null | undefined;

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe: the cell then shows the text as written, and a city typed
 * as `=HYPERLINK(...)` stays text in the vendor's weekly statement.
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A header line then the rows, CRLF line ends, each field quoted when it must be. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([[...columns], ...rows.map((row) => [...row])], {
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the record delimiter; a lone CR or LF needs quotes too (RFC 4180).
    quoted_match: /[\r\n]/,
    cast: {
      string: asText,
      number: String,
      bigint: String,
      object: (value) => (value instanceof CsvNumber ? value.text : asText(JSON.stringify(value))),
    },
  });
}

/** Answers a CSV as a download (`attachment`, never shown in the tab) named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentContentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}
