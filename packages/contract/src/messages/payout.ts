// The console's texts of pay, English only like the rest of the provider's console (issue 46: a staff identity
// reads English; not a catalogue). Apart from EARNINGS and MONEY (what a vendor reads, in its language).
// PAYOUT: a catalogue price's pay refused (400, beside the field; docs/architecture.md "Pay and earnings").
export const PAYOUT = {
  notInteger: 'Pay must be a whole number of cents.',
  negative: 'Pay cannot be negative.',
  tooLarge: 'Pay cannot be more than $100,000.00 a unit.',
  // The console's catalogue: a price's pay typed in dollars.
  notDollars: 'Enter the pay in dollars, like 45 or 45.50.',
  fieldLabel: (price: string) => `Pay for ${price} (USD)`,
  // The customer's price of a unit, beside its pay (docs/architecture.md "The visit"): staff only.
  priceNotDollars: 'Enter the price in dollars, like 60 or 60.50.',
  priceLabel: (price: string) => `Customer pays for ${price} (USD)`,
  saveAmounts: 'Save pay and price',
  amountsSaved: (price: string, pay: string, customer: string) =>
    `${price}: pay is now ${pay}, and the customer pays ${customer}.`,
  // A product's share of the pay for a late cancellation or a no-show (docs/architecture.md "The visit").
  percentInvalid: 'Enter a whole percent from 0 to 100.',
  cancellationLabel: 'Late cancellation pays (% of pay)',
  noShowLabel: 'No-show pays (% of pay)',
  savePercents: 'Save percentages',
  percentsSaved: (product: string, cancellation: number, noShow: number) =>
    `${product}: a late cancellation now pays ${cancellation}% and a no-show ${noShow}% of the pay.`,
} as const;

// OPS_MONEY: the console's payouts, adjustments and answers to disputes (docs/architecture.md "Money that is
// fair"), and the errors of those staff requests. In this module rather than its own so that no new chunk's name
// joins the entry's preload list (/login's first load is at its budget).
export const OPS_MONEY = {
  // Payouts: a week paid, refused.
  weekNotEnded: 'This week is not over yet in the vendor’s time zone. Pay it once it has ended.',
  alreadyPaid: 'This week is already paid.',
  vendorNotFound: 'Vendor not found.',
  nothingToPay: 'This vendor completed no work that week.',
  weekOrUnpaid: 'Ask for one week (weekStart) or for every unpaid week (status=unpaid).',
  referenceRequired: 'Enter the payment reference.',
  // The console's payouts.
  payoutsTitle: 'Payouts',
  payoutsWeek: 'Week starting (Monday)',
  payoutsEmpty: 'No vendor completed work that week.',
  payoutReference: 'Payment reference',
  markPaid: 'Mark paid',
  confirmPaid: (vendor: string, amount: string) => `Mark ${vendor}'s week paid (${amount})?`,
  markedPaid: 'Week marked paid.',
  // Payouts at scale (docs/architecture.md "Money that is fair").
  unpaidTitle: 'Unpaid weeks, oldest first',
  unpaidEmpty: 'Every ended week is paid.',
  unpaidTotals: (weeks: number, amount: string) =>
    `${weeks} unpaid ${weeks === 1 ? 'week' : 'weeks'}, ${amount} in all`,
  selectWeek: (vendor: string, week: string) => `Pay ${vendor}, week of ${week}`,
  // Nothing ticked (the button is disabled then): no count, never "Mark 0 paid".
  markSelectedPaid: (count: number) => (count === 0 ? 'Mark paid' : `Mark ${count} paid`),
  /** Issue 54 item 23: each ticked week's reference field is named by its company and week. */
  weekReference: (vendor: string, week: string) => `Payment reference, ${vendor}, week of ${week}`,
  /** Issue 54 item 23: a batch is confirmed as a single week is, with what it pays. */
  confirmBatch: (count: number, amount: string) =>
    `Mark ${count} ${count === 1 ? 'week' : 'weeks'} paid (${amount} in all)?`,
  confirmBatchLine: (vendor: string, week: string, amount: string, reference: string) =>
    `${vendor}, week of ${week}: ${amount}, reference ${reference}`,
  batchOutcome: (paid: number, refused: number) =>
    refused === 0 ? `${paid} marked paid.` : `${paid} marked paid; ${refused} refused (already paid or not found).`,
  // The bank's file: its own CSV, read by the bank, English as the statement (./statement.ts).
  exportHeader: ['Vendor', 'Company', 'Total (USD)'] as const,
  exportFileName: (weekStart: string) => `payouts-${weekStart}.csv`,
  /** The console's button for the bank's file of the chosen week's unpaid totals. */
  exportForBank: 'Download unpaid totals for the bank (CSV)',
  exportForBankFailed: 'Could not download the file for the bank. Try again.',
  downloadExport: 'Download unpaid totals (CSV)',
  // Adjustments (the console's form and the staff's requests).
  /** Issue 54 item 22: a company's adjustments in the console, and an admin's form to add one. */
  adjustmentsTitle: 'Adjustments',
  adjustmentsIntro: "Money added to or taken from the company's current week, with why. A debit starts with a minus.",
  adjustmentsEmpty: 'No adjustments yet.',
  adjustmentsFailed: 'Could not load the adjustments.',
  adjustmentAmountLabel: 'Amount, in dollars (-12.50 for a debit)',
  adjustmentReasonLabel: 'Reason',
  adjustmentAdd: 'Add adjustment',
  adjustmentAdded: (amount: string, week: string) => `Adjustment of ${amount} added to the week of ${week}.`,
  adjustmentAddFailed: (reason: string) => `Could not add the adjustment: ${reason}`,
  adjustmentLine: (week: string, by: string) => `Week of ${week} · by ${by}`,
  amountNotInteger: 'Enter the amount as a whole number of cents.',
  amountZero: 'An adjustment cannot be zero.',
  amountTooLarge: 'An adjustment is at most $100,000.00 either way.',
  reasonRequired: 'Say why, in a few words.',
  // Disputes: the staff's answers, refused.
  disputeResponseRequired: 'Write the response the company will read.',
  disputeRejectedWithAmount: 'A rejected dispute pays nothing: remove the amount or resolve it.',
  disputeNotFound: 'Dispute not found.',
  disputeClosed: 'This dispute is already closed.',
  // The console's open disputes, oldest first.
  opsDisputesTitle: 'Open disputes, oldest first',
  opsDisputesEmpty: 'No open disputes.',
  disputeAge: (days: number) =>
    days === 0 ? 'Opened today' : days === 1 ? 'Opened 1 day ago' : `Opened ${days} days ago`,
  disputeOn: (company: string, week: string) => `${company}, week of ${week}`,
  /** Issue 54 item 20: the disputed job's visit (arrival, photos, checklist, signature, extra time) in Bookings. */
  disputeEvidence: (id: number) => `Booking ${id}: the visit's evidence`,
  disputeDecision: 'Decision',
  disputeResolve: 'Resolve',
  disputeReject: 'Reject',
  disputeResponseLabel: 'Response the company reads',
  disputeAmountLabel: 'Amount owed, in dollars (optional)',
  disputeAnswer: 'Send the answer',
  disputeAnswered: 'Answered. The company is mailed.',
  disputeAnswerFailed: (reason: string) => `Could not answer the dispute: ${reason}`,
} as const;
