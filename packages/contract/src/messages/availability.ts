// Availability and dispatch (docs/architecture.md "Availability and dispatch"). Ours: the product spec has none.
export const AVAILABILITY = {
  // Fields and errors of time off (POST /api/timeOff).
  endBeforeStart: 'The last day must be on or after the first day.',
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
  memberBusy: (name: string) => `${name} is busy or off then. Give them the job anyway?`,
  memberBusyGeneric: 'This member is busy or off then. Give them the job anyway?',

  // Time off cards (Services & Hours: the company's; Team and Account: a member's).
  companyTitle: 'Time off',
  companyIntro: 'Days or hours when your company takes no new jobs: no new-job alerts arrive for jobs then.',
  memberTitle: (name: string) => `Time off: ${name}`,
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
  removeLabel: (when: string) => `Remove time off ${when}`,
  removed: 'Time off removed.',
  none: 'No time off planned.',
  loading: 'Loading time off...',
  loadFailed: 'Could not load time off.',
  failed: (reason: string) => `Could not save the time off: ${reason}`,
  wholeDays: 'all day',
  range: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  hours: (from: string, to: string) => `${from}–${to}`,
  companyWide: 'Whole company',
  holidaysTitle: 'US public holidays',
  holidayAdd: (name: string, day: string) => `Add ${name} (${day})`,
  holidaysNone: 'No public holidays left this year.',

  // takesJobs (Team).
  takesJobs: 'Takes jobs',
  takesJobsLabel: (name: string) => `${name} takes jobs`,
  takesJobsChanged: (name: string, on: boolean) => (on ? `${name} now takes jobs.` : `${name} no longer takes jobs.`),

  // The day (Appointments, Upcoming): the member's own and the company's time off today.
  todayTitle: 'Time off today',
  todayEntry: (who: 'own' | 'company', hours: string, note: string) =>
    `${who === 'own' ? 'You' : 'The company'}: ${hours}${note ? ` · ${note}` : ''}`,

  // The unclaimed card.
  fitTimeOff: 'Falls in your company’s time off.',
  fitFree: (names: string) => `Free then: ${names}.`,
  fitNoOneFree: 'No one who takes jobs is free then.',
  confirmClaimTitle: 'Claim this job anyway?',
  confirmClaim: 'Claim anyway',
  confirmAssignTitle: 'Give this job anyway?',
  confirmAssign: 'Give anyway',
  keep: 'Go back',
  conflictsCount: (n: number) => (n === 1 ? 'It overlaps 1 of your jobs.' : `It overlaps ${n} of your jobs.`),

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
  clash: 'Clash',
  giveTo: (job: string) => `Give ${job} to`,
  noJobs: 'No jobs.',
  anyTimeThatDay: 'Any time that day',
  boardLoading: 'Loading the board...',
  boardFailed: 'Could not load the board.',
  given: (name: string) => `Given to ${name}.`,
  takenBack: 'The job is unassigned.',

  // Offers.
  offered: 'Offered to you',
  offerLeft: (minutes: number) =>
    minutes < 60 ? `${minutes} min left` : `${Math.floor(minutes / 60)} h ${minutes % 60} min left`,
  decline: 'Decline',
  declined: 'You declined the offer: the job is open to every company.',
  offeredToAnother: 'This job is offered to another company for now.',
  offerClaimed: 'This job is already claimed: it cannot be offered.',
  offerIneligible: (reason: string) => `This company may not claim the job: ${reason}`,
  offerMailSubject: (service: string) => `A job offered to you: ${service}`,
  offerMailText: (job: { service: string; when: string; city: string; minutes: number; url: string }) =>
    `A job is offered to your company alone: ${job.service} on ${job.when} in ${job.city}.\n\nIt is yours to claim for ${job.minutes} minutes: ${job.url}\n`,
} as const;
