// A company with a crew (docs/architecture.md "A company with a crew"). Ours: the product spec has no team.
// Spanish: ./es/team.ts.
import { defineMessages } from '../i18n.ts';

export const TEAM_MESSAGES = defineMessages('team', {
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
  assignedSubject: 'A job for you on {day}',
  // A job with its time, and a date-only one (booked for the day: issue 38 item 3): `assignedText` below.
  assignedTextAt: 'Hello {name},\n\nYou have been given a job on {day} at {time} in {town}.\n\nSee it here: {link}\n',
  assignedTextDay: 'Hello {name},\n\nYou have been given a job on {day} in {town}.\n\nSee it here: {link}\n',
  unassignedSubject: 'A job taken off your schedule: {day}',
  unassignedTextAt:
    'Hello {name},\n\nThe job on {day} at {time} in {town} is no longer yours: your company gave it to someone else or took it back. Nothing else is needed from you.\n',
  unassignedTextDay:
    'Hello {name},\n\nThe job on {day} in {town} is no longer yours: your company gave it to someone else or took it back. Nothing else is needed from you.\n',
  noDay: 'a day to be agreed',
  noTime: 'a time to be agreed',
  // Roles.
  roleOwner: 'Owner',
  roleOffice: 'Office',
  roleTechnician: 'Technician',

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
  statusActive: 'Active',
  statusInvited: 'Invited',
  /** An invitation whose address made an account of its own (docs/architecture.md "A company with a crew"). */
  statusEnded: 'Invitation ended',
  endedHint: 'This person now has an account of its own, so the invitation has ended. Remove it from the list.',
  removeEnded: 'Remove from list',
  roleLabel: 'Role of {name}',
  inviteTitle: 'Invite someone',
  inviteIntro: 'They get a link by email to choose a password. The link works once, for 7 days.',
  emailLabel: 'Email',
  nameLabel: 'Name',
  roleFieldLabel: 'Role',
  roleHelp: 'Office: everything but earnings and the team. Technician: only the jobs assigned to it.',
  invite: 'Send invitation',
  invited: 'Invitation sent to {email}.',
  inviteFailed: 'Could not send the invitation: {message}',
  roleChanged: '{name} is now {role}.',
  resend: 'Resend invitation',
  resent: 'Invitation sent again to {email}.',
  cancelInvitation: 'Cancel invitation',
  cancelInvitationTitle: 'Cancel the invitation of {name}?',
  cancelInvitationText: 'The link sent by email stops working.',
  invitationCancelled: 'The invitation of {name} was cancelled.',
  remove: 'Remove',
  removeTitle: 'Remove {name} from the company?',
  removeText:
    'They are signed out at once and can no longer open the portal. Their jobs stay assigned until you change them.',
  removeConfirm: 'Remove',
  removed: '{name} was removed from the company.',
  keep: 'Keep',
  actionFailed: 'Could not change the team: {message}',
  memberActions: 'Actions for {name}',

  // Assignment.
  assigneeLabel: 'Assigned to',
  assigneePickerLabel: 'Who does {service}',
  /** A card's picker names its job by service and time: several cards may share a service. */
  assigneeCardPickerLabel: 'Who does {service}, {date}',
  unassigned: 'Unassigned',
  assignedTo: 'Assigned to {name}',
  // After a choice in the picker: `assignSaved` below.
  assignSavedTo: 'Assigned to {name}.',
  assignSavedNobody: 'The job is unassigned.',
  assignFailed: 'Could not assign the job: {message}',
  filterUnassigned: 'Only unassigned jobs',
  unassignedEmpty: 'No unassigned jobs here.',
  unassignedEmptyHint: 'Every job in this tab has someone to do it. Clear “Only unassigned jobs” to see them all.',
});

interface AssignedJob {
  name: string;
  day: string;
  /** Null for a date-only job. */
  time: string | null;
  town: string;
}

const TEAM_COMPOSED = {
  roleNames: {
    get owner() {
      return TEAM_MESSAGES.roleOwner;
    },
    get office() {
      return TEAM_MESSAGES.roleOffice;
    },
    get technician() {
      return TEAM_MESSAGES.roleTechnician;
    },
  },
  statusNames: {
    get active() {
      return TEAM_MESSAGES.statusActive;
    },
    get invited() {
      return TEAM_MESSAGES.statusInvited;
    },
  },
  assignSaved: (name: string | null) => (name ? TEAM_MESSAGES.assignSavedTo(name) : TEAM_MESSAGES.assignSavedNobody),
  assignedText: ({ time, ...job }: AssignedJob & { link: string }) =>
    time ? TEAM_MESSAGES.assignedTextAt({ ...job, time }) : TEAM_MESSAGES.assignedTextDay(job),
  unassignedText: ({ time, ...job }: AssignedJob) =>
    time ? TEAM_MESSAGES.unassignedTextAt({ ...job, time }) : TEAM_MESSAGES.unassignedTextDay(job),
};
/** The catalogue and its composed texts, one object: callers read `TEAM.x` as before, each in the active language. */
export const TEAM = Object.defineProperties(
  TEAM_COMPOSED,
  Object.getOwnPropertyDescriptors(TEAM_MESSAGES),
) as typeof TEAM_MESSAGES & typeof TEAM_COMPOSED;

// The invitation's mail (docs/architecture.md "A company with a crew"): the API builds the link, the words live here.
// Spanish: ./es/team-mail.ts.
export const TEAM_MAIL_MESSAGES = defineMessages('team-mail', {
  invitationSubject: '{company} invites you to {brand}',
  invitationText:
    'Hello {name},\n\n{company} invites you to join its team on {brand}.\nTo choose your password and sign in, open this link (valid for 7 days, usable once):\n\n{link}\n\nIf you did not expect this, ignore this message.\n\n— The {brand} team',
  /** To the inviter, when the invited address made an account of its own; names no other company. */
  endedSubject: 'Your invitation of {name} has ended',
  endedText:
    'Hello,\n\n{name} ({email}) now has an account of its own, so the invitation you sent has ended and its link no longer works.\nNothing else is needed from you. The team page shows it until you remove it.',
});

const TEAM_MAIL_COMPOSED = {
  invitation: (brand: string, company: string, name: string, link: string) => ({
    subject: TEAM_MAIL_MESSAGES.invitationSubject({ company, brand }),
    text: TEAM_MAIL_MESSAGES.invitationText({ name, company, brand, link }),
  }),
  invitationEnded: (name: string, email: string) => ({
    subject: TEAM_MAIL_MESSAGES.endedSubject({ name }),
    text: TEAM_MAIL_MESSAGES.endedText({ name, email }),
  }),
};
/** The catalogue and its composed texts, one object: callers read `TEAM_MAIL.x` as before, each in the active language. */
export const TEAM_MAIL = Object.defineProperties(
  TEAM_MAIL_COMPOSED,
  Object.getOwnPropertyDescriptors(TEAM_MAIL_MESSAGES),
) as typeof TEAM_MAIL_MESSAGES & typeof TEAM_MAIL_COMPOSED;
