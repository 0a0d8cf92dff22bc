// Texts of the Account page's sign-in settings (ours): changing the sign-in email and the password
// (docs/architecture.md "Identity"). Spanish: ./es/sign-in-settings.ts.
import { defineMessages } from '../i18n.ts';

export const SIGN_IN_SETTINGS = defineMessages('sign-in-settings', {
  cardTitle: 'Sign-in',
  currentEmail: 'Sign-in email',
  changeEmail: 'Change Email',
  newEmailLabel: 'New email',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  sendLink: 'Send Verification Link',
  changePassword: 'Change Password',
  savePassword: 'Save Password',
  cancel: 'Cancel',
  // Neutral: the same whether or not another account uses the address (no account enumeration).
  emailLinkSent:
    'If {email} can be used, a verification link is on its way to it. Your sign-in email changes when you open the link.',
  emailSame: 'This is already your sign-in email.',
  passwordChanged: 'Your password was changed. Other devices have been signed out.',
  wrongCurrentPassword: 'The current password is not correct.',
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordSame: 'The new password must be different from the current one.',
  saveFailed: 'Your change could not be saved. Please try again.',
});
