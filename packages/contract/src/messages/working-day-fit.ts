// The working day (docs/architecture.md "The working day"): whether an unclaimed job fits the vendor's
// day, and a way out of a claimed job. Ours: the product spec has no texts for either.
import { defineMessages } from '../i18n.ts';

export const WORKING_DAY_FIT = defineMessages('working-day-fit', {
  // Jobs that fit, on each unclaimed card.
  clashesWith: 'Clashes with {count, plural, one {one of your jobs} other {# of your jobs}}:',
  clashLink: '{service}, {when}',
  clashFallback: 'Appointment {id}',
  fitFilterLabel: 'Show',
  fitFilterAll: 'All jobs',
  fitFilterFits: 'Only jobs that fit my day',
  noneFit: 'No job here fits your hours without a clash. Show all jobs to see the others.',
  // Claiming a job that clashes is asked first.
  claimClashTitle: 'This job clashes with your day',
  claimClashText: 'It overlaps {clashes}. Claim it anyway?',
  claimClashConfirm: 'Claim anyway',
  claimClashCancel: 'Keep looking',
  // A way out: releasing a claimed job.
  releaseAction: 'Release this job',
  releaseTitle: 'Release this job?',
  releaseText:
    'It goes back to Unclaimed at once and every vendor who may claim it is told. You can release a job up to 24 hours before it starts, so that another vendor has time to take it.',
  releaseConfirm: 'Release the job',
  releaseCancel: 'Keep the job',
  released: 'Job released. It is back on Unclaimed for every vendor who may take it.',
  // The detail of a job that was the vendor's when read and no longer is (released, here or on another device).
  noLongerYours: 'This job is no longer in your appointments. Below is what it said when you last opened it.',
  releaseFailed: 'Could not release the job: {message}',
  releaseTooLate:
    'This job starts within 24 hours, so it can no longer be released in the portal. Contact the provider’s operations team, who booked it, to hand it back.',
  releaseTooLateTitle: 'Can’t make it?',
  // The operations team's contact under it (OPS_CONTACT_PHONE, OPS_CONTACT_EMAIL), as links.
  callOps: 'Call {phone}',
  emailOps: 'Email {email}',
});
