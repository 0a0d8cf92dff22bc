// Issue 43: the default messages of the visit's error codes (errors.ts), apart from the visit's other texts, so
// the first load that reads the error table does not carry them. VISIT carries them too.
export const VISIT_ERRORS = {
  notToday: 'This can be done only on the day of the job, in the property’s time zone.',
  alreadyDone: 'This was already recorded.',
  notCheckedIn: 'Tap Arrived first.',
  photoRequired: 'This item is ticked by taking a photo of the work after arriving.',
  checklistIncompleteDefault: 'Every required checklist item must be done before the job is completed.',
  tooEarlyDefault: 'Too early: wait 30 minutes after the start and after arriving.',
  signatureRequired: 'The customer’s signature is needed before the job is completed.',
  alreadyPending: 'A request for more time is already waiting for the customer.',
} as const;
