// A company with a crew (docs/architecture.md "A company with a crew"). Ours: the product spec has no team.
export const TEAM = {
  // Errors.
  roleForbidden: 'Your role in this company does not allow this. Ask the company’s owner.',
  emailInUse: 'This email already has an account, or your company has already invited it.',
  ownerFixed: 'The owner of the company cannot be changed or removed.',
  // Fields.
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  // Assignment (PATCH /api/appointment/assignee/{id}).
  memberNotFound: 'No member of your company has this id.',
  memberNotJoined: 'This member has not joined yet: give them the job once they accept the invitation.',
  assignedSubject: (day: string) => `A job for you on ${day}`,
  // `time` is null for a date-only job (booked for the day: issue 38 item 3).
  assignedText: (job: { name: string; day: string; time: string | null; town: string; link: string }) =>
    `Hello ${job.name},\n\nYou have been given a job on ${job.day}${job.time ? ` at ${job.time}` : ''} in ${job.town}.\n\nSee it here: ${job.link}\n`,
  unassignedSubject: (day: string) => `A job taken off your schedule: ${day}`,
  unassignedText: (job: { name: string; day: string; time: string | null; town: string }) =>
    `Hello ${job.name},\n\nThe job on ${job.day}${job.time ? ` at ${job.time}` : ''} in ${job.town} is no longer yours: your company gave it to someone else or took it back. Nothing else is needed from you.\n`,
  noDay: 'a day to be agreed',
  noTime: 'a time to be agreed',
  // Roles.
  roleNames: { owner: 'Owner', office: 'Office', technician: 'Technician' },

  // The portal, by role (docs/features.md "A company with a crew").
  pageForbiddenTitle: 'This page is not part of your role',
  pageForbiddenText: 'Your role in this company does not include this page. Ask the company’s owner if you need it.',
  pageForbiddenHome: 'Go to your appointments',

  // /team.
  pageTitle: 'Team',
  pageIntro: 'The people of your company and what each may do.',
  crewPayTitle: 'Pay',
  crewPayLabel: 'Office and technicians see pay',
  crewPayHint: 'Off: their pages and the app show no pay for any job. Only you see earnings and payouts.',
  crewPayFailed: 'Could not save who sees pay. Try again.',
  crewPayLoadFailed: 'Could not load who sees pay.',
  readOnlyNote: 'Only the company’s owner can invite people or change the team.',
  loading: 'Loading the team...',
  loadFailed: 'Could not load the team.',
  empty: 'No one else in the company yet.',
  emptyHint: 'Invite the people who work with you: they get a link by email.',
  columnName: 'Name',
  columnEmail: 'Email',
  columnRole: 'Role',
  columnStatus: 'Status',
  columnActions: 'Actions',
  statusNames: { active: 'Active', invited: 'Invited' },
  /** An invitation whose address made an account of its own (docs/architecture.md "A company with a crew"). */
  statusEnded: 'Invitation ended',
  endedHint: 'This person now has an account of its own, so the invitation has ended. Remove it from the list.',
  removeEnded: 'Remove from list',
  roleLabel: (name: string) => `Role of ${name}`,
  inviteTitle: 'Invite someone',
  inviteIntro: 'They get a link by email to choose a password. The link works once, for 7 days.',
  emailLabel: 'Email',
  nameLabel: 'Name',
  roleFieldLabel: 'Role',
  roleHelp: 'Office: everything but earnings and the team. Technician: only the jobs assigned to it.',
  invite: 'Send invitation',
  invited: (email: string) => `Invitation sent to ${email}.`,
  inviteFailed: (message: string) => `Could not send the invitation: ${message}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  resend: 'Resend invitation',
  resent: (email: string) => `Invitation sent again to ${email}.`,
  cancelInvitation: 'Cancel invitation',
  cancelInvitationTitle: (name: string) => `Cancel the invitation of ${name}?`,
  cancelInvitationText: 'The link sent by email stops working.',
  invitationCancelled: (name: string) => `The invitation of ${name} was cancelled.`,
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name} from the company?`,
  removeText:
    'They are signed out at once and can no longer open the portal. Their jobs stay assigned until you change them.',
  removeConfirm: 'Remove',
  removed: (name: string) => `${name} was removed from the company.`,
  keep: 'Keep',
  actionFailed: (message: string) => `Could not change the team: ${message}`,
  memberActions: (name: string) => `Actions for ${name}`,

  // Assignment.
  assigneeLabel: 'Assigned to',
  assigneePickerLabel: (service: string) => `Who does ${service}`,
  /** A card's picker names its job by service and time: several cards may share a service. */
  assigneeCardPickerLabel: (service: string, date: string) => `Who does ${service}, ${date}`,
  unassigned: 'Unassigned',
  assignedTo: (name: string) => `Assigned to ${name}`,
  assignSaved: (name: string | null) => (name ? `Assigned to ${name}.` : 'The job is unassigned.'),
  assignFailed: (message: string) => `Could not assign the job: ${message}`,
  filterUnassigned: 'Only unassigned jobs',
  unassignedEmpty: 'No unassigned jobs here.',
  unassignedEmptyHint: 'Every job in this tab has someone to do it. Clear “Only unassigned jobs” to see them all.',
} as const;

// The invitation's mail (docs/architecture.md "A company with a crew"): the API builds the link, the words live here.
export const TEAM_MAIL = {
  invitation: (brand: string, company: string, name: string, link: string) => ({
    subject: `${company} invites you to ${brand}`,
    text: [
      `Hello ${name},`,
      '',
      `${company} invites you to join its team on ${brand}.`,
      'To choose your password and sign in, open this link (valid for 7 days, usable once):',
      '',
      link,
      '',
      'If you did not expect this, ignore this message.',
      '',
      `— The ${brand} team`,
    ].join('\n'),
  }),
  /** To the inviter, when the invited address made an account of its own; names no other company. */
  invitationEnded: (name: string, email: string) => ({
    subject: `Your invitation of ${name} has ended`,
    text: [
      'Hello,',
      '',
      `${name} (${email}) now has an account of its own, so the invitation you sent has ended and its link no longer works.`,
      'Nothing else is needed from you. The team page shows it until you remove it.',
    ].join('\n'),
  }),
} as const;
