import { STATEMENT } from '@vendor-portal/contract/messages';
import { dollars, writeCsv } from '../../lib/csv.ts';
import type { StatementAdjustment, StatementJob, WeekPayout } from './service.ts';

/**
 * GET /api/earnings/statement (docs/architecture.md "Pay and earnings"): a header row, one row per job,
 * a last row Total. Each row also says when the week was paid (the day in the vendor's zone) and the
 * payout's reference, empty while unpaid (issue 38 item 15), so a row imported alone still reconciles
 * with the bank. Written by the one CSV writer (lib/csv.ts): a city such as `Windows, "Deluxe"` stays
 * one column, and one typed as a formula stays text.
 */
export function statementCsv(
  jobs: StatementJob[],
  adjustments: StatementAdjustment[],
  payout: WeekPayout | null,
): string {
  // 64-bit end to end (docs/architecture.md "Money that is fair"): summed as BigInt, never wrapped.
  const total =
    jobs.reduce((sum, job) => sum + BigInt(job.payoutCents), 0n) +
    adjustments.reduce((sum, a) => sum + BigInt(a.amountCents), 0n);
  const paid = [payout?.paidOn ?? '', payout?.reference ?? ''];
  return writeCsv(STATEMENT.header, [
    ...jobs.map((j) => [j.id, j.completedAt, j.service, j.city, j.zipCode, dollars(j.payoutCents), ...paid]),
    // docs/architecture.md "Money that is fair": each adjustment a row with its reason (in Service), before Total.
    ...adjustments.map((a) => [STATEMENT.adjustment, a.createdAt, a.reason, '', '', dollars(a.amountCents), ...paid]),
    [STATEMENT.total, '', '', '', '', dollars(total), ...paid],
  ]);
}
