// Pay and earnings (docs/architecture.md "Pay and earnings"): the vendor's Earnings page, the pay line of
// a job, the statement, and the console's payouts. Ours: the product spec has no texts for pay.
export const EARNINGS = {
  // The pay of a job, on every card and in the detail.
  payLabel: 'You earn',
  payLine: (amount: string) => `You earn ${amount}`,
  calendarPayLine: (amount: string) => `Pay: ${amount}`,
  sortByPay: 'Highest pay first',
  sortBySoonest: 'Soonest first',
  sortLabel: 'Sort jobs',
  // Weeks and statements.
  weekStartNotMonday: 'A week starts on a Monday (YYYY-MM-DD).',
  weekNotEnded: 'This week is not over yet in the vendor’s time zone. Pay it once it has ended.',
  alreadyPaid: 'This week is already paid.',
  vendorNotFound: 'Vendor not found.',
  weekNotFound: 'That week has not begun yet.',
  nothingToPay: 'This vendor completed no work that week.',
  statementHeader: [
    'Appointment',
    'Completed at',
    'Service',
    'City',
    'Zip code',
    'Payout (USD)',
    'Paid on',
    'Payout reference',
  ] as const,
  statementTotal: 'Total',
  statementFileName: (weekStart: string) => `earnings-${weekStart}.csv`,
  // The vendor's page.
  pageTitle: 'Earnings',
  thisWeek: 'This week so far',
  upcoming: 'Upcoming',
  upcomingHint: (count: number) => `${count} claimed ${count === 1 ? 'job' : 'jobs'} not completed yet`,
  jobsCount: (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`,
  chartTitle: 'What you earned, last 12 weeks',
  chartDescription: 'Completed pay per week; weeks already paid are marked paid.',
  completedSeries: 'Completed',
  paidSeries: 'Paid',
  tableWeek: 'Week of',
  // Issue 38 item 15: the table's card says what it holds, not its first column's header.
  tableTitle: 'Pay by week',
  tableCompleted: 'Completed',
  tableJobs: 'Jobs',
  tablePayout: 'Payout',
  paidOn: (date: string, reference: string) => `Paid ${date}, reference ${reference}`,
  notPaid: 'Not paid yet',
  downloadStatement: 'Download statement (CSV)',
  weekJobs: 'Jobs this week',
  noJobsThisWeek: 'No completed jobs this week.',
  // Each week opened: its jobs (read from its statement), its payout and its statement.
  weeksTitle: 'Each week',
  weekSummary: (week: string, jobs: string, amount: string) => `Week of ${week}: ${jobs}, ${amount}`,
  weekJobsTitle: (week: string) => `Jobs, week of ${week}`,
  /** A week's job, a link to its page (issue 38 item 15). */
  openJob: (service: string, day: string) => `${service}, ${day}: open the job`,
  weekJobsLoading: 'Loading the week’s jobs…',
  weekJobsFailed: 'The week’s jobs could not be loaded.',
  loading: 'Loading earnings…',
  loadFailed: 'Earnings could not be loaded.',
  // Mail to the vendor when its week is paid; `week` as a person reads it ("Nov 16", contract dates.ts weekOf).
  paidMailSubject: (week: string) => `Your week of ${week} is paid`,
  paidMailText: (week: string, amount: string, reference: string) =>
    `Your earnings for the week of ${week} (${amount}) were paid. Reference: ${reference}.`,
  // The console's payouts.
  payoutsTitle: 'Payouts',
  payoutsWeek: 'Week starting (Monday)',
  payoutsEmpty: 'No vendor completed work that week.',
  payoutReference: 'Payment reference',
  markPaid: 'Mark paid',
  confirmPaid: (vendor: string, amount: string) => `Mark ${vendor}'s week paid (${amount})?`,
  markedPaid: 'Week marked paid.',
  referenceRequired: 'Enter the payment reference.',
  weekOrUnpaid: 'Ask for one week (weekStart) or for every unpaid week (status=unpaid).',
  // Payouts at scale (shared/ARCHITECTURE.md "Money that is fair").
  unpaidTitle: 'Unpaid weeks, oldest first',
  unpaidEmpty: 'Every ended week is paid.',
  unpaidTotals: (weeks: number, amount: string) =>
    `${weeks} unpaid ${weeks === 1 ? 'week' : 'weeks'}, ${amount} in all`,
  selectWeek: (vendor: string, week: string) => `Pay ${vendor}, week of ${week}`,
  // Nothing ticked (the button is disabled then): no count, never "Mark 0 paid".
  markSelectedPaid: (count: number) => (count === 0 ? 'Mark paid' : `Mark ${count} paid`),
  batchOutcome: (paid: number, refused: number) =>
    refused === 0 ? `${paid} marked paid.` : `${paid} marked paid; ${refused} refused (already paid or not found).`,
  exportHeader: ['Vendor', 'Company', 'Total (USD)'] as const,
  exportFileName: (weekStart: string) => `payouts-${weekStart}.csv`,
  /** The console's button for the bank's file of the chosen week's unpaid totals. */
  exportForBank: 'Download unpaid totals for the bank (CSV)',
  exportForBankFailed: 'Could not download the file for the bank. Try again.',
  downloadExport: 'Download unpaid totals (CSV)',
} as const;
