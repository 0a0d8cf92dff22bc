// The APPOINTMENTS texts of docs/product-spec.md; see ../messages.ts.
import { defineMessages } from '../i18n.ts';

export const APPOINTMENTS = defineMessages('appointments', {
  loading: 'Loading appointments...',
  unknownError: 'An unknown error occurred while fetching appointments.',
  serviceMissing: 'Service details missing',
  emailMissing: 'Email missing',
  dateMissing: 'Date missing',
  unknownService: 'Unknown Service',
  detailLoadFailed: 'Failed to load appointment details.',
  notFound: 'Appointment with ID {id} not found.',
  detailAuthRequired: 'Authentication required to view appointment details.',
  idMissing: 'Appointment ID is missing in the URL.',
  unclaimedLoadFailed: 'Failed to load unclaimed appointments.',
  unclaimedAuthRequired: 'Authentication required to view unclaimed appointments.',
  unclaimedEmpty:
    'No unclaimed appointments found. If you were given a notification, it has likely been claimed already.',
  claimError: 'Error claiming appointment: {message}',
  claimAuthRequired: 'Authentication required to claim appointments.',
  invalidId: 'Invalid appointment ID',
  completionError: 'Completion Error: {message}',
  completionFailed: 'Failed to mark appointment as complete.',
  invalidDate: 'Invalid Date',
  notAvailable: 'N/A',
  // Ours: server answers.
  alreadyClaimed: 'This appointment has just been claimed by another vendor.',
  alreadyCompleted: 'This appointment is already marked as complete.',
  completeBeforeDay: 'An appointment can be marked as complete only once its day has begun.',
  cancelled: 'This appointment was cancelled by the provider.',
  // Ours: a cancelled or completed job is closed (409 appointment-closed); the detail says so instead of offering actions.
  closed: 'This appointment is closed: it was cancelled or completed, so it can no longer be changed.',
  /**
   * The detail's status badge, by what the page shows: `released` from its page, or `gone` when read before and
   * no longer the vendor's (another device released it); `other` is upcoming.
   */
  statusBadge:
    '{status, select, cancelled {Cancelled} completed {Completed} released {Released} gone {No longer yours} other {Upcoming}}',
  /** The job's one state (closed-job.ts visitState, issue 54 item 14): its page's badge and the timeline's chip. */
  visitState:
    '{state, select, onTheWay {On the way} arrived {Arrived} done {Completed} noShow {No-show} cancelled {Cancelled} other {Upcoming}}',
  // Ours: the detail page's completion (a confirmation, and why the button waits).
  completeConfirm: 'Mark this appointment as complete? This cannot be undone.',
  completeFrom: 'You can mark this appointment as complete from {day}.',
  noteEmpty: 'Note text cannot be empty.',
  noteTooLong: 'Note text is too long.',
  noteNotFound: 'Note not found.',
  noteNotYours: 'Only its author, the owner or the office may change this note.',
  // docs/product-spec.md §2 Appointments page.
  pageTitle: 'Appointments',
  tabsLabel: 'Appointment lists',
  tabUpcoming: 'Upcoming',
  tabCompleted: 'Completed',
  todayTitle: 'Today',
  todaySubtitle: 'Your appointments for today',
  tomorrowTitle: 'Tomorrow',
  tomorrowSubtitle: 'Your appointments for tomorrow',
  upcomingTitle: 'Upcoming',
  upcomingSubtitle: 'Upcoming appointments',
  completedTitle: 'Completed',
  completedSubtitle: 'Your past appointments (Last 90 Days)',
  countFooter: '{n} appointment(s)',
  countShownFooter: '{n} appointment(s) shown',
  /** A list that could not load: 'Error: ' plus the message. */
  loadError: 'Error: {message}',
  seeMore: 'See More...',
  seeLess: 'See Less',
  // Ours: the sort toggle and an empty column.
  sortAsc: 'Oldest first',
  sortDesc: 'Newest first',
  sortLabel: 'Sort {column}',
  columnEmpty: 'No appointments',
  // docs/product-spec.md §2 Appointment detail.
  backToAppointments: 'Back to Appointments',
  detailHeading: 'Appointment #{id}',
  /** The open detail of a job the provider moved meanwhile (issue 38 item 12), in the property's zone. */
  timeChanged: "The provider changed this job's time: it was {before}, it is now {now}.",
  loadingDetail: 'Loading appointment...',
  customerHeading: 'Customer',
  propertyHeading: 'Property',
  serviceDetailsHeading: 'Service Details',
  statusHeading: 'Status & Time',
  notesHeading: 'Vendor Notes',
  notesWhoMayEdit: 'You edit and delete your own notes; the owner and the office, any note.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
  timeZoneLabel: 'Time Zone',
  durationLabel: 'Estimated duration',
  minutes: '{n, plural, one {# minute} other {# minutes}}',
  quantityLabel: 'Quantity',
  scheduledLabel: 'Scheduled',
  statusLabel: 'Status',
  completedAtLabel: 'Completed at',
  markComplete: 'Mark as Complete',
  noNotes: 'No notes yet.',
  loadingNotes: 'Loading notes...',
  newNoteLabel: 'Add a note',
  addNote: 'Add Note',
  editNote: 'Edit',
  editNoteLabel: 'Edit note',
  saveNote: 'Save',
  cancelEdit: 'Cancel',
  deleteNote: 'Delete',
  // docs/product-spec.md §2 Unclaimed appointments.
  unclaimedTitle: 'Unclaimed Appointments',
  loadingUnclaimed: 'Loading unclaimed appointments...',
  lengthBadge: '{n} min',
  quantitySuffix: 'x {n}',
  claim: 'Claim This Appointment',
  claimSuccess: 'Appointment claimed. You will find it under Appointments.',
  // Issue 28: the claimed card stays where it was, marked, until the vendor leaves the page.
  claimedMarker: 'Claimed',
});
