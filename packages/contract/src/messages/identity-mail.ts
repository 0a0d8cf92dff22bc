// The identity service's mails (docs/architecture.md "Identity"): each takes the brand and the link
// (or the new address) and answers its subject and text. The API builds the links; the words live here.
const lines = (...parts: string[]) => parts.join('\n');

export const IDENTITY_MAIL = {
  reset: (brand: string, link: string) => ({
    subject: `Reset your ${brand} password`,
    text: lines(
      'Hello,',
      '',
      `Someone asked to reset the password of your ${brand} vendor account.`,
      'To choose a new password, open this link (valid for 1 hour, usable once):',
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays the same.',
      '',
      `— The ${brand} team`,
    ),
  }),
  verification: (brand: string, link: string) => ({
    subject: `Verify your ${brand} email address`,
    text: lines(
      'Hello,',
      '',
      `Please confirm that this address belongs to your ${brand} vendor account.`,
      'To verify it, open this link (valid for 1 hour, usable once):',
      '',
      link,
      '',
      'If you did not create this account, ignore this message.',
      '',
      `— The ${brand} team`,
    ),
  }),
  emailChange: (brand: string, link: string) => ({
    subject: `Confirm your new ${brand} sign-in email`,
    text: lines(
      'Hello,',
      '',
      `Someone asked to use this address to sign in to a ${brand} vendor account.`,
      'To confirm it, open this link (valid for 1 hour, usable once):',
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: nothing changes.',
      '',
      `— The ${brand} team`,
    ),
  }),
  emailChanged: (brand: string, newEmail: string) => ({
    subject: `Your ${brand} sign-in email was changed`,
    text: lines(
      'Hello,',
      '',
      `The sign-in email of your ${brand} vendor account was changed to ${newEmail}.`,
      'From now on, sign in with that address.',
      '',
      `If you did not do this, reply to this message or contact ${brand} support at once.`,
      '',
      `— The ${brand} team`,
    ),
  }),
} as const;
