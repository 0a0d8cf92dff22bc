import { STATEMENT } from '@vendor-portal/contract/messages';
import { decimalToCents } from '@vendor-portal/contract/money';

// docs/architecture.md "Pay and earnings": a week's jobs are read from its statement (the CSV the vendor
// downloads), so the page and the bookkeeper's file always agree. A few lines instead of a CSV library:
// the server writes RFC 4180 (csv-stringify), and this chunk stays within its budget.

export interface WeekJob {
  id: number;
  /** "YYYY-MM-DD HH:MM" in the vendor's zone, as the statement writes it. */
  completedAt: string;
  service: string;
  city: string;
  zipCode: string;
  payoutCents: number;
}

/** RFC 4180 records: fields split on commas, a quoted field may hold commas, line breaks and "" (a quote). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/**
 * A text cell as it was before the server's guard (apps/api/src/lib/csv.ts): a value a spreadsheet would
 * run as a formula is written with a leading apostrophe, which the page does not show.
 */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** An adjustment of the week (docs/architecture.md "Money that is fair"), as the statement lists it. */
export interface WeekAdjustment {
  /** "YYYY-MM-DD HH:MM" in the vendor's zone. */
  createdAt: string;
  reason: string;
  amountCents: number;
  /** A late cancellation's fee: the appointment it is for (its reason is stored in English, STATEMENT). */
  feeFor?: number;
}

/** The appointment of a late cancellation's fee, from the reason the server stored with it. */
function feeFor(reason: string): number | undefined {
  const id = /\d+$/.exec(reason)?.[0];
  return id !== undefined && reason === STATEMENT.cancellationFeeReason(Number(id)) ? Number(id) : undefined;
}

/** The statement's job rows: without its header, its adjustments and its Total row. */
export function statementJobs(csv: string): WeekJob[] {
  return parseCsv(csv)
    .slice(1)
    .filter((r) => r.length >= 6 && r[0] !== STATEMENT.total && r[0] !== STATEMENT.adjustment)
    .map(([id, completedAt, service, city, zipCode, payout]) => ({
      id: Number(id),
      completedAt: completedAt!,
      service: unguarded(service!),
      city: unguarded(city!),
      zipCode: unguarded(zipCode!),
      payoutCents: decimalToCents(payout!),
    }));
}

/** The statement's adjustment rows (their reason in the Service column), in its order. */
export function statementAdjustments(csv: string): WeekAdjustment[] {
  return parseCsv(csv)
    .filter((r) => r.length >= 6 && r[0] === STATEMENT.adjustment)
    .map(([, createdAt, reason, , , amount]) => {
      const fee = feeFor(unguarded(reason!));
      return {
        createdAt: createdAt!,
        reason: unguarded(reason!),
        amountCents: decimalToCents(amount!),
        ...(fee === undefined ? {} : { feeFor: fee }),
      };
    });
}
