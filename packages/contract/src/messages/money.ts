// Money that is fair (shared/ARCHITECTURE.md "Money that is fair"): adjustments, late-cancellation fees,
// disputes, payouts at scale, and pay the owner chooses to show. Ours: the product spec has no texts for pay.
export const MONEY = {
  // Adjustments (console and mails).
  amountNotInteger: 'Enter the amount as a whole number of cents.',
  amountZero: 'An adjustment cannot be zero.',
  amountTooLarge: 'An adjustment is at most $100,000.00 either way.',
  reasonRequired: 'Say why, in a few words.',
  vendorNotFound: 'Vendor not found.',
  adjustmentMailSubject: (week: string) => `Your week of ${week} was adjusted`,
  adjustmentMailText: (week: string, amount: string, reason: string) =>
    `An adjustment of ${amount} was added to your week of ${week}: ${reason}`,
  /** The reason written on a late cancellation's fee. */
  cancellationFeeReason: (id: number) => `Late cancellation fee, appointment ${id}`,
  /** The line added to the cancellation mail when the job earns its fee. */
  cancellationFeeLine: (amount: string, week: string) =>
    `It was cancelled less than 24 hours before its start: ${amount} is added to your week of ${week}.`,
  // The statement and the Earnings page.
  statementAdjustment: 'Adjustment',
  adjustmentsLabel: 'Adjustments',
  totalLabel: 'Total',
  weekAdjustmentsTitle: (week: string) => `Adjustments, week of ${week}`,
  tableAdjustments: 'Adjustments',
  tableTotal: 'Total',
  // Disputes.
  disputeMessageRequired: 'Say what is wrong with this week.',
  disputeResponseRequired: 'Write the response the company will read.',
  disputeRejectedWithAmount: 'A rejected dispute pays nothing: remove the amount or resolve it.',
  disputeWeekInFuture: 'That week has not begun yet.',
  disputeNotFound: 'Dispute not found.',
  disputeJobNotFound: 'Appointment not found.',
  disputeClosed: 'This dispute is already closed.',
  // The owner's disputes, beside the week on the Earnings page.
  disputesTitle: (week: string) => `Disputes, week of ${week}`,
  disputeOpenTitle: 'Something wrong with this week?',
  disputeAboutLabel: 'About',
  disputeWholeWeek: 'The whole week',
  disputeMessageLabel: 'What is wrong',
  disputeSend: 'Open a dispute',
  disputeSent: 'Dispute sent. The answer will show here and come by email.',
  disputeFailed: (reason: string) => `Could not send the dispute: ${reason}`,
  disputeStatusNames: { open: 'Waiting for an answer', resolved: 'Resolved', rejected: 'Rejected' },
  disputeResponse: (response: string) => `Response: ${response}`,
  disputeAmount: (amount: string) => `Added to your week: ${amount}`,
  disputesFailed: 'Could not load the disputes.',
  // The same, from a job's page (the appointment detail): a dispute about that job, in the week it counts in.
  jobDisputeTitle: 'Something wrong with the pay for this job?',
  jobDisputesTitle: 'Disputes of this job',
  jobDisputeWeek: (week: string) => `It counts in the week of ${week}.`,
  // The console's open disputes, oldest first.
  opsDisputesTitle: 'Open disputes, oldest first',
  opsDisputesEmpty: 'No open disputes.',
  disputeAge: (days: number) =>
    days === 0 ? 'Opened today' : days === 1 ? 'Opened 1 day ago' : `Opened ${days} days ago`,
  disputeOn: (company: string, week: string) => `${company}, week of ${week}`,
  disputeJob: (id: number) => `Appointment ${id}`,
  disputeDecision: 'Decision',
  disputeResolve: 'Resolve',
  disputeReject: 'Reject',
  disputeResponseLabel: 'Response the company reads',
  disputeAmountLabel: 'Amount owed, in dollars (optional)',
  disputeAnswer: 'Send the answer',
  disputeAnswered: 'Answered. The company is mailed.',
  disputeAnswerFailed: (reason: string) => `Could not answer the dispute: ${reason}`,
  disputeAnsweredSubject: (week: string) => `Your dispute of the week of ${week} was answered`,
  disputeAnsweredText: (week: string, status: string, response: string) =>
    `Your dispute of the week of ${week} was ${status}. The response: ${response}`,
} as const;
