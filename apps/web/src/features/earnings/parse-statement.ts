import { STATEMENT } from '@vendor-portal/contract/messages';
import { decimalToCents } from '@vendor-portal/contract/money';
import { dayFromEnglish } from '@vendor-portal/contract/dates';

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
  /**
   * A label the server wrote (STATEMENT: a late cancellation's fee, a dispute's amount), read back so the page
   * says it in the member's language: what it is for, and the job's service and day (YYYY-MM-DD of any year: only
   * its month and day are shown) or the week's Monday.
   */
  label?: { kind: 'fee' | 'dispute'; service: string; day: string } | { kind: 'dispute-week'; week: string };
}

/** "Dec 3" (English, as the server writes it in a label) as a day whose month and day are those. */
const monthDay = (text: string) => dayFromEnglish(`${text}, 2000`);

/** The label the server stored with an adjustment (issue 54 item 20), from its reason; undefined for one typed. */
function labelOf(reason: string): WeekAdjustment['label'] {
  const job = /^(Late cancellation fee|Dispute): (.+), (\p{L}{3} \d{1,2})$/u.exec(reason);
  const day = job ? monthDay(job[3]!) : null;
  if (job && day) {
    const kind = job[1] === 'Dispute' ? 'dispute' : 'fee';
    const service = job[2]!;
    const labelled = { service, day: job[3]! };
    const written = kind === 'fee' ? STATEMENT.cancellationFeeReason(labelled) : STATEMENT.disputeJobReason(labelled);
    return written === reason ? { kind, service, day } : undefined;
  }
  const week = /^Dispute, week of (\p{L}{3} \d{1,2})$/u.exec(reason);
  const monday = week ? monthDay(week[1]!) : null;
  return monday ? { kind: 'dispute-week', week: monday } : undefined;
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
      const label = labelOf(unguarded(reason!));
      return {
        createdAt: createdAt!,
        reason: unguarded(reason!),
        amountCents: decimalToCents(amount!),
        ...(label === undefined ? {} : { label }),
      };
    });
}
