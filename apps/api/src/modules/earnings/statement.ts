import { stringify } from 'csv-stringify/sync';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { centsToDecimal } from '@vendor-portal/contract/money';
import type { StatementJob } from './service.ts';

/**
 * GET /api/earnings/statement (docs/architecture.md "Pay and earnings"): a header row, one row per job,
 * a last row Total. csv-stringify quotes a field holding a comma, a quote or a line break (RFC 4180),
 * so a service or city such as `Windows, "Deluxe"` stays one column in a bookkeeper's import.
 */
export function statementCsv(jobs: StatementJob[]): string {
  const total = jobs.reduce((sum, job) => sum + job.payoutCents, 0);
  return stringify([
    [...EARNINGS.statementHeader],
    ...jobs.map((j) => [j.id, j.completedAt, j.service, j.city, j.zipCode, centsToDecimal(j.payoutCents)]),
    [EARNINGS.statementTotal, '', '', '', '', centsToDecimal(total)],
  ]);
}
