// A week's statement (GET /api/earnings/statement, docs/architecture.md "Pay and earnings"): a bookkeeping file,
// kept in English whatever the member's language (issue 46, docs/how-to/rules-and-texts.md "The statement
// stays English"): one file for the whole company, whoever downloads it, that a bookkeeper's import reads by its
// header, and that the Earnings page reads back by its `Total` and `Adjustment` rows. Its figures carry no
// language (dollars as "1234.50", times as "YYYY-MM-DD HH:MM"); the page shows what it reads in the member's.
export const STATEMENT = {
  header: [
    'Appointment',
    'Completed at',
    'Service',
    'City',
    'Zip code',
    'Payout (USD)',
    'Paid on',
    'Payout reference',
  ] as const,
  total: 'Total',
  adjustment: 'Adjustment',
  fileName: (weekStart: string) => `earnings-${weekStart}.csv`,
  /**
   * The reason written on a late cancellation's fee: stored with the adjustment (data, as a reason the staff
   * types), printed in the statement, and shown on the page in the reader's language (MONEY.cancellationFee). It
   * names the job as a person reads it, its services and its day (issue 54 item 20), never its number.
   */
  cancellationFeeReason: (job: { service: string; day: string }) => `Late cancellation fee: ${job.service}, ${job.day}`,
  /**
   * The label of a dispute's amount (issue 54 item 20): what it is for, the disputed job or week; the admin's
   * answer stays with the dispute. Shown on the page as MONEY.disputeAdjustment / disputeWeekAdjustment.
   */
  disputeJobReason: (job: { service: string; day: string }) => `Dispute: ${job.service}, ${job.day}`,
  disputeWeekReason: (week: string) => `Dispute, week of ${week}`,
} as const;
