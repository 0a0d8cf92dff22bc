// Pay and earnings (docs/architecture.md "Pay and earnings"): what a vendor member reads of its pay, in its
// language (issue 46): the pay line of a job, its Earnings page, the errors of its own requests, the mail of a
// paid week. Ours: the product spec has no texts for pay. The console's payouts are OPS_MONEY (./payout.ts,
// English, like the whole console); the statement's CSV words are STATEMENT (./statement.ts, kept English).
import { defineMessages } from '../i18n.ts';

export const EARNINGS = defineMessages('earnings', {
  // The pay of a job, on every card and in the detail.
  payLabel: 'You earn',
  payLine: 'You earn {amount}',
  calendarPayLine: 'Pay: {amount}',
  sortByPay: 'Highest pay first',
  sortBySoonest: 'Soonest first',
  sortLabel: 'Sort jobs',
  // The vendor's statement, refused.
  weekStartNotMonday: 'A week starts on a Monday (YYYY-MM-DD).',
  weekNotFound: 'That week has not begun yet.',
  // The vendor's page.
  pageTitle: 'Earnings',
  thisWeek: 'This week so far',
  upcoming: 'Upcoming',
  upcomingHint: '{count, plural, one {# claimed job not completed yet} other {# claimed jobs not completed yet}}',
  jobsCount: '{count, plural, one {# job} other {# jobs}}',
  chartTitle: 'What you earned, last 12 weeks',
  chartDescription: 'Completed pay per week; weeks already paid are marked paid.',
  /** A week in the chart's description (its figures in words). */
  chartWeekPaid: '{week}: {completed} completed, {paid} paid',
  chartWeekNotPaid: '{week}: {completed} completed, not paid yet',
  completedSeries: 'Completed',
  paidSeries: 'Paid',
  tableWeek: 'Week of',
  // Issue 38 item 15: the table's card says what it holds, not its first column's header.
  tableTitle: 'Pay by week',
  tableCompleted: 'Completed',
  tableJobs: 'Jobs',
  tablePayout: 'Payout',
  paidOn: 'Paid {date}, reference {reference}',
  notPaid: 'Not paid yet',
  downloadStatement: 'Download statement (CSV)',
  /** The download button's name, with its week ("Download statement (CSV), Nov 16"). */
  downloadStatementOf: 'Download statement (CSV), {week}',
  noJobsThisWeek: 'No completed jobs this week.',
  // Each week opened: its jobs (read from its statement), its payout and its statement.
  weeksTitle: 'Each week',
  /** Issue 54 item 24: weeks with no work fold away from the table, so a phone reaches "Each week" soon. */
  showEmptyWeeks: '{count, plural, one {Show # week with no work} other {Show # weeks with no work}}',
  hideEmptyWeeks: 'Hide weeks with no work',
  weekOf: 'Week of {week}',
  weekSummary: 'Week of {week}: {jobs}, {amount}',
  weekJobsTitle: 'Jobs, week of {week}',
  /** A week's job, a link to its page (issue 38 item 15). */
  openJob: '{service}, {day}: open the job',
  weekJobsLoading: 'Loading the week’s jobs…',
  weekJobsFailed: 'The week’s jobs could not be loaded.',
  loading: 'Loading earnings…',
  loadFailed: 'Earnings could not be loaded.',
  // Mail to the vendor when its week is paid; `week` as a person reads it ("Nov 16", contract dates.ts weekOf).
  paidMailSubject: 'Your week of {week} is paid',
  paidMailText: 'Your earnings for the week of {week} ({amount}) were paid. Reference: {reference}.',
});
