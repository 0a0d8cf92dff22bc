// Issue 43 "The visit": arrival, the checklist, the no-show (docs/architecture.md "The visit").
// Every text of the visit, on the phone and in the console, written once.

export const VISIT = {
  // Arrived and done (the job's page and the day's timeline).
  arrived: 'Arrived',
  done: 'Done',
  arrivedAt: (time: string) => `Arrived at ${time}`,
  doneAt: (time: string) => `Done at ${time}`,
  /** Tapped offline: sent when the network is back (docs/decisions/012-offline-outbox.md). */
  waitingToSync: 'Waiting to sync',
  arrivalFailed: 'The arrival could not be recorded. Try again.',
  onlyOnTheDay: 'Arrived and Done can be tapped only on the day of the job, in the property’s time zone.',
  checkedInLabel: 'Arrived',
  checkedOutLabel: 'Done',
  /** Lateness against the start, for the company and staff. */
  late: (minutes: number) => `${minutes} min late`,
  onTime: 'On time',
  // Refusals (the codes' default messages).
  // The checklist.
  checklistHeading: 'Checklist',
  checklistNone: 'This booking has no checklist.',
  checklistRequired: 'Required',
  checklistPhoto: 'Photo needed',
  checklistTickedBy: (name: string, time: string) => `${name}, ${time}`,
  checklistTakePhoto: 'Take a photo to tick this item',

  checklistIncomplete: (items: string[]) =>
    items.length === 1
      ? `One required checklist item is not done: ${items[0]}.`
      : `${items.length} required checklist items are not done: ${items.join(', ')}.`,

  checklistItemNotFound: 'That checklist item is not on this job.',
  checklistFailed: 'The item could not be saved. Try again.',
  // The catalogue's checklist form (the console).
  checklistItemText: 'Item',
  checklistItemRequired: 'Required',
  checklistItemPhoto: 'Needs a photo',
  checklistAdd: 'Add item',
  checklistSave: 'Save checklist',
  checklistSaved: (product: string) => `Checklist of ${product} saved. New bookings get it; booked jobs keep theirs.`,
  checklistRemove: (text: string) => `Remove ${text || 'item'}`,
  checklistTextEmpty: 'Write what the technician checks.',
  checklistTextTooLong: 'An item is at most 200 characters.',
  checklistTooMany: 'A checklist has at most 30 items.',
  notToday: 'This can be done only on the day of the job, in the property’s time zone.',
  alreadyDone: 'This was already recorded.',
  notCheckedIn: 'Tap Arrived first.',
  photoRequired: 'This item is ticked by taking a photo of the work after arriving.',
  checklistIncompleteDefault: 'Every required checklist item must be done before the job is completed.',
  tooEarlyDefault: 'Too early: wait 30 minutes after the start and after arriving.',
  signatureRequired: 'The customer’s signature is needed before the job is completed.',
  alreadyPending: 'A request for more time is already waiting for the customer.',
  // No-show.
  noShow: 'Customer didn’t show',
  noShowHeading: 'The customer didn’t show',
  noShowHint: 'The job is closed as a no-show and your company earns the no-show pay.',
  noShowNoteLabel: 'What happened',
  noShowConfirm: 'Close as no-show',
  cancel: 'Cancel',
  noShowFrom: (time: string) => `Customer didn’t show is possible from ${time}.`,
  tooEarly: (time: string) => `Too early: a no-show can be recorded from ${time}.`,

  noShowNoteEmpty: 'Say what happened.',
  noShowNoteTooLong: 'At most 2000 characters.',
  outcomeNoShow: 'No-show',
  outcomeCompleted: 'Completed',
  noShowPayLabel: 'No-show pay',
  /** Above the technician's note on a no-show, with when it was recorded (the property's zone). */
  noShowNoteAt: (time: string) => `What happened (${time})`,
  // Staff reverse a no-show.
  reverseNoShow: 'Count as completed',
  reverseReasonLabel: 'Reason',
  reverseReasonEmpty: 'Give a reason.',
  notANoShow: 'This job is not a no-show.',
  // The customer's signature (the job's page; the company's and staff's view of it).
  signatureHeading: 'Customer’s signature',
  signatureHint: 'Hand the phone to the customer to sign with a finger.',
  signatureAsk: 'Ask for the signature',
  signatureNameLabel: 'Signer’s name',
  signatureNameEmpty: 'Write the signer’s name.',
  signatureNameTooLong: 'At most 200 characters.',
  signaturePadLabel: 'Sign here',
  signatureClear: 'Clear',
  signatureSave: 'Save signature',
  signatureEmpty: 'Draw the signature first.',
  signatureSaved: 'Signature saved.',
  signatureQueued: 'Saved on this phone: it is sent when the network is back.',
  signatureFailed: 'The signature could not be saved. Try again.',
  signatureLoading: 'Opening the signature pad…',
  signedBy: (name: string, time: string) => `Signed by ${name}, ${time}`,
  signatureNone: 'Not signed yet.',
  signatureNeeded: 'This job needs the customer’s signature before it is completed.',
  signatureNotPng: 'A signature is a PNG image.',
  signatureImageAlt: (name: string) => `Signature of ${name}`,
  // More time, asked of the customer (the job's page).
  extraTimeHeading: 'More time',
  extraTimeAsk: 'Ask for more time',
  extraTimeMinutesLabel: 'Minutes',
  extraTimeReasonLabel: 'Why',
  extraTimeSend: 'Send to the customer',
  extraTimeMinutesInvalid: 'Between 15 and 240 minutes.',
  extraTimeReasonEmpty: 'Say why the job needs more time.',
  extraTimeReasonTooLong: 'At most 500 characters.',
  extraTimeSent: (minutes: number) => `Asked the customer for ${minutes} more minutes.`,
  extraTimeFailed: 'The request could not be sent. Try again.',
  extraTimeStatus: {
    pending: (minutes: number) => `${minutes} more minutes: waiting for the customer`,
    approved: (minutes: number) => `${minutes} more minutes: approved by the customer`,
    declined: (minutes: number) => `${minutes} more minutes: declined by the customer`,
    expired: (minutes: number) => `${minutes} more minutes: the customer did not answer in time`,
  },
  /** The live notice on the technician's page when the customer answers. */
  extraTimeApproved: (minutes: number) => `The customer approved ${minutes} more minutes.`,
  extraTimeDeclined: (minutes: number) => `The customer declined ${minutes} more minutes.`,
  noCustomerEmail: 'This customer has no email address to ask.',
  invalidApprovalToken: 'This link is no longer valid: it was used already or has expired.',
} as const;
