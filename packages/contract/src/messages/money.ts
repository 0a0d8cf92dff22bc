// Money that is fair (docs/architecture.md "Money that is fair"): what a vendor member reads of its
// adjustments, disputes and late-cancellation fees, in its language (issue 46). Ours: the product spec has no
// texts for pay. The console's side (adjustments, answers to disputes) is OPS_MONEY (./payout.ts, English).
import { defineMessages } from '../i18n.ts';

export const MONEY = defineMessages('money', {
  // Mails to the company.
  adjustmentMailSubject: 'Your week of {week} was adjusted',
  adjustmentMailText: 'An adjustment of {amount} was added to your week of {week}: {reason}',
  /** The line added to the cancellation mail when the job earns its fee. */
  cancellationFeeLine:
    'It was cancelled less than 24 hours before its start: {amount} is added to your week of {week}.',
  /** A late cancellation's fee on the Earnings page (the statement stores it in English: STATEMENT). */
  cancellationFee: 'Late cancellation fee: {service}, {day}',
  disputeAdjustment: 'Dispute: {service}, {day}',
  disputeWeekAdjustment: 'Dispute, week of {week}',
  // The Earnings page.
  statementAdjustment: 'Adjustment',
  weekAdjustmentsTitle: 'Adjustments, week of {week}',
  tableAdjustments: 'Adjustments',
  tableTotal: 'Total',
  // Disputes: the owner's requests, refused.
  disputeMessageRequired: 'Say what is wrong with this week.',
  disputeWeekInFuture: 'That week has not begun yet.',
  disputeWeekNotEnded: 'That week has not ended yet: dispute it once it has.',
  disputeWeekTooOld: 'That week ended more than 90 days ago: it can no longer be disputed.',
  disputeJobOpen: 'That job is not closed yet: dispute it once it is done.',
  disputeAlreadyOpen: 'A dispute about this is already open (dispute {id}): its answer will show here.',
  disputeJobNotFound: 'Appointment not found.',
  // The owner's disputes, beside the week on the Earnings page.
  disputesTitle: 'Disputes, week of {week}',
  disputeOpenTitle: 'Something wrong with this week?',
  disputeAboutLabel: 'About',
  disputeWholeWeek: 'The whole week',
  disputeMessageLabel: 'What is wrong',
  disputeSend: 'Open a dispute',
  disputeSent: 'Dispute sent. The answer will show here and come by email.',
  disputeFailed: 'Could not send the dispute: {reason}',
  disputeStatus: '{status, select, open {Waiting for an answer} resolved {Resolved} other {Rejected}}',
  disputeResponse: 'Response: {response}',
  disputeAmount: 'Added to your week: {amount}',
  disputesFailed: 'Could not load the disputes.',
  // The same, from a job's page (the appointment detail): a dispute about that job, in the week it counts in.
  jobDisputeTitle: 'Something wrong with the pay for this job?',
  jobDisputesTitle: 'Disputes of this job',
  jobDisputeWeek: 'It counts in the week of {week}.',
  // The mail of an answered dispute: `status` is the answer's code.
  disputeAnsweredSubject: 'Your dispute of the week of {week} was answered',
  disputeAnsweredText:
    'Your dispute of the week of {week} was {status, select, resolved {resolved} other {rejected}}. The response: {response}',
});
