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
   * types), printed in the statement and shown as it is on the page.
   */
  cancellationFeeReason: (id: number) => `Late cancellation fee, appointment ${id}`,
} as const;
