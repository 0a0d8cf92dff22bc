// Availability and dispatch (docs/architecture.md "Availability and dispatch"). Ours: the product spec has none.
// The error table reads this area, and with it every page's first load: plain messages only (no plural or select,
// so Lingui's formatter stays out of that load); where a text depends on a value, the caller picks the message.
import { defineMessages } from '../i18n.ts';

export const AVAILABILITY = defineMessages('availability', {
  // Fields and errors of time off (POST /api/timeOff).
  endBeforeStart: 'The last day must be on or after the first day.',
  endsBeforeToday: 'The last day has passed: time off ends today or later.',
  tooLong: 'Time off can span at most 366 days.',
  bothTimes: 'Give both a start and an end time, or neither for whole days.',
  timeFormat: 'Times must be HH:MM.',
  endTimeBeforeStart: 'The end time must be after the start time.',
  noteTooLong: 'The note must be at most 200 characters.',
  timeOffNotFound: 'No time off of your company has this id.',
  ownOnly: 'A technician adds and removes only its own time off.',
  // Conflicts.
  noOneFree: 'No one who takes jobs is free then. Claim it anyway?',
  closedThen: 'Your company is off then. Claim it anyway?',
  memberBusy: '{name} is busy or off then. Give them the job anyway?',
  memberBusyGeneric: 'This member is busy or off then. Give them the job anyway?',
  // Why the question is asked (issue 54 item 16): each clashing job and each time off entry, in the company's zone.
  clashWith: 'Overlaps {service}, {time}',
  companyOffThen: 'Company time off: {when}',
  memberOffThen: 'Time off of {name}: {when}',
  someoneOffThen: 'Time off of a member: {when}',

  // Time off cards (Services & Hours: the company's; Team and Account: a member's).
  companyTitle: 'Time off',
  companyIntro: 'Days or hours when your company takes no new jobs: no new-job alerts arrive for jobs then.',
  memberTitle: 'Time off: {name}',
  ownTitle: 'My time off',
  memberIntro: 'Days or hours when this person cannot be given jobs.',
  memberPick: 'Whose time off',
  startDate: 'First day',
  endDate: 'Last day',
  startTime: 'From',
  endTime: 'Until',
  note: 'Note',
  add: 'Add time off',
  adding: 'Adding...',
  added: 'Time off added.',
  remove: 'Remove',
  removeLabel: 'Remove time off {when}',
  removed: 'Time off removed.',
  none: 'No time off planned.',
  loading: 'Loading time off...',
  loadFailed: 'Could not load time off.',
  failed: 'Could not save the time off: {reason}',
  wholeDays: 'all day',
  /** Two days; a single day is written alone (the caller's choice). */
  range: '{from} – {to}',
  hours: '{from}–{to}',
  companyWide: 'Whole company',
  holidaysTitle: 'US public holidays',
  holidayAdd: 'Add {name} ({day})',
  holidaysNone: 'No public holidays left this year.',
  // The US federal holidays as people in the US name them (issue 54 item 19: date-holidays says "Labour Day"),
  // keyed by the library's English name in apps/api/src/modules/availability/time-off.ts.
  holidayNewYear: "New Year's Day",
  holidayMlk: 'Martin Luther King Jr. Day',
  holidayPresidents: "Washington's Birthday",
  holidayMemorial: 'Memorial Day',
  holidayJuneteenth: 'Juneteenth',
  holidayIndependence: 'Independence Day',
  holidayLabor: 'Labor Day',
  holidayColumbus: 'Columbus Day',
  holidayVeterans: 'Veterans Day',
  holidayThanksgiving: 'Thanksgiving Day',
  holidayChristmas: 'Christmas Day',
  /** A holiday on a weekend, kept on the Friday before or the Monday after. */
  holidayObserved: '{name} (observed)',

  // takesJobs (Team).
  takesJobs: 'Takes jobs',
  takesJobsLabel: '{name} takes jobs',
  takesJobsOn: '{name} now takes jobs.',
  takesJobsOff: '{name} no longer takes jobs.',

  // The day (Appointments, Upcoming): the member's own and the company's time off today.
  todayTitle: 'Time off today',
  todayOwn: 'You: {hours}',
  todayCompany: 'The company: {hours}',

  // The unclaimed card's fit: ONE sentence of the hours and who is free (issue 54 item 17). In the company's own
  // time off the job fits no one, whatever its hours: that alone is said.
  fitTimeOff: 'Falls in your company’s time off.',
  fitWithin: 'Within your business hours.',
  fitOutside: 'Outside your business hours.',
  fitWithinFree: 'Within your business hours; free then: {names}.',
  fitOutsideFree: 'Outside your business hours; free then: {names}.',
  fitWithinNoOneFree: 'Within your business hours, but no one who takes jobs is free then.',
  fitOutsideNoOneFree: 'Outside your business hours, and no one who takes jobs is free then.',
  confirmClaimTitle: 'Claim this job anyway?',
  confirmClaim: 'Claim anyway',
  confirmAssignTitle: 'Give this job anyway?',
  confirmAssign: 'Give anyway',
  keep: 'Go back',

  // /dispatch.
  boardTitle: 'Dispatch',
  boardIntro: 'Who does what: give each job to someone who is free.',
  day: 'Day',
  week: 'Week',
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  unassigned: 'Unassigned',
  off: 'Off',
  /** Time off on the board: "Off 13:00–17:00". */
  offHours: 'Off {hours}',
  clash: 'Clash',
  giveTo: 'Give {job} to',
  noJobs: 'No jobs.',
  anyTimeThatDay: 'Any time that day',
  // Issue 54 item 25: where a job on the board stands, and its page.
  stateLate: 'Late',
  stateArrived: 'Arrived',
  stateDone: 'Done',
  stateNoShow: 'No-show',
  openJob: 'See job',
  openJobLabel: 'See the job: {job}',
  // The desktop board (issue 54 item 25): a time grid per member, hours along the day.
  gridLabel: 'Jobs by person and hour',
  /** A job's block on the grid: activating it shows the job with its Give to list. */
  showJob: 'Show {job}',
  closeJob: 'Close',
  boardLoading: 'Loading the board...',
  boardFailed: 'Could not load the board.',
  given: 'Given to {name}.',
  takenBack: 'The job is unassigned.',

  // Offers.
  offered: 'Offered to you',
  offerLeft: '{minutes} min left',
  offerLeftHours: '{hours} h {minutes} min left',
  /** Beside the time left, the deadline as a clock time in the company's zone (issue 54 item 21). */
  offerUntil: 'until {time}',
  decline: 'Decline',
  declined: 'You declined the offer: the job is open to every company.',
  offeredToAnother: 'This job is offered to another company for now.',
  offerMailSubject: 'A job offered to you: {service}',
  offerMailText:
    'A job is offered to your company alone: {service} on {when} in {city}.\n\nIt is yours to claim for {minutes} minutes: {url}\n',
});
