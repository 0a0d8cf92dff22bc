// The identity service's mails (docs/architecture.md "Identity"): each a subject and a text, given the brand and
// the link (or the new address). The API builds the links and writes each mail in its reader's language
// (`inLanguage`, issue 46); the words live here. A text is one message with its line breaks.
import { defineMessages } from '../i18n.ts';

export const IDENTITY_MAIL = defineMessages('identity-mail', {
  resetSubject: 'Reset your {brand} password',
  resetText: `Hello,

Someone asked to reset the password of your {brand} vendor account.
To choose a new password, open this link (valid for 1 hour, usable once):

{link}

If you did not ask for this, ignore this message: your password stays the same.

— The {brand} team`,
  verificationSubject: 'Verify your {brand} email address',
  verificationText: `Hello,

Please confirm that this address belongs to your {brand} vendor account.
To verify it, open this link (valid for 1 hour, usable once):

{link}

If you did not create this account, ignore this message.

— The {brand} team`,
  emailChangeSubject: 'Confirm your new {brand} sign-in email',
  emailChangeText: `Hello,

Someone asked to use this address to sign in to a {brand} vendor account.
To confirm it, open this link (valid for 1 hour, usable once):

{link}

If you did not ask for this, ignore this message: nothing changes.

— The {brand} team`,
  emailChangedSubject: 'Your {brand} sign-in email was changed',
  emailChangedText: `Hello,

The sign-in email of your {brand} vendor account was changed to {newEmail}.
From now on, sign in with that address.

If you did not do this, reply to this message or contact {brand} support at once.

— The {brand} team`,
});

/** A mail's subject and text in the active language (read inside the caller's `inLanguage`). */
export const identityMail = {
  reset: (brand: string, link: string) => ({
    subject: IDENTITY_MAIL.resetSubject({ brand }),
    text: IDENTITY_MAIL.resetText({ brand, link }),
  }),
  verification: (brand: string, link: string) => ({
    subject: IDENTITY_MAIL.verificationSubject({ brand }),
    text: IDENTITY_MAIL.verificationText({ brand, link }),
  }),
  emailChange: (brand: string, link: string) => ({
    subject: IDENTITY_MAIL.emailChangeSubject({ brand }),
    text: IDENTITY_MAIL.emailChangeText({ brand, link }),
  }),
  emailChanged: (brand: string, newEmail: string) => ({
    subject: IDENTITY_MAIL.emailChangedSubject({ brand }),
    text: IDENTITY_MAIL.emailChangedText({ brand, newEmail }),
  }),
};
