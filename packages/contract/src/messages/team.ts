// A company with a crew (docs/architecture.md "A company with a crew"). Ours: the product spec has no team.
export const TEAM = {
  // Errors.
  roleForbidden: 'Your role in this company does not allow this. Ask the company’s owner.',
  emailInUse: 'This email already has an account or an open invitation.',
  ownerFixed: 'The owner of the company cannot be changed or removed.',
  invitationInvalid: 'This invitation link is no longer valid. Ask the company’s owner to send a new one.',
  // Fields.
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  // Assignment (PATCH /api/appointment/assignee/{id}).
  memberNotFound: 'No member of your company has this id.',
  memberNotJoined: 'This member has not joined yet: give them the job once they accept the invitation.',
  assignedSubject: (day: string) => `A job for you on ${day}`,
  assignedText: (job: { name: string; day: string; time: string; town: string; link: string }) =>
    `Hello ${job.name},\n\nYou have been given a job on ${job.day} at ${job.time} in ${job.town}.\n\nSee it here: ${job.link}\n`,
  noDay: 'a day to be agreed',
  noTime: 'a time to be agreed',
  // Roles.
  roleNames: { owner: 'Owner', office: 'Office', technician: 'Technician' },
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
} as const;
