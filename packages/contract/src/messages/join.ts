// The /join page's texts (the invitation link; docs/features.md "A company with a crew"), moved from TEAM to a
// catalogue of their own (issue 46): a signed-out page, read in the language of its switch.
import { defineMessages } from '../i18n.ts';

export const JOIN = defineMessages('join', {
  invitationInvalid: 'This invitation link is no longer valid. Ask the company’s owner to send a new one.',
  joinTitle: 'Join your company',
  joinIntro: 'Choose a password to finish setting up your account. Your email is confirmed by this link.',
  joinPassword: 'Password',
  joinConfirm: 'Confirm password',
  joinSubmit: 'Join',
  joining: 'Joining...',
  joinFailed: 'Could not join. Please try again.',
  joinMissingToken: 'This link is incomplete. Open the invitation link from your email again.',
  joinSignIn: 'Go to sign in',
  // What the link is for (only what its holder was mailed: the company, the role, the address).
  joinInvitedAs:
    '{company} invites you to join its team as {role, select, owner {Owner} office {Office} technician {Technician} other {{role}}}.',
  joinEmail: 'Your sign-in email: {email}',
});
