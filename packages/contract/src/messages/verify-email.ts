// Verifying the email address: the /verify-email page (also for an email change), the banner of the signed-in
// layout and its resend button (docs/architecture.md "Identity"). Moved from TRUST and SIGN_IN_SETTINGS to a
// catalogue of their own (issue 46).
import { defineMessages } from '../i18n.ts';

export const VERIFY_EMAIL = defineMessages('verify-email', {
  resendVerification: 'Resend verification email',
  verificationSent: 'Verification email sent. Check your inbox for the link.',
  bannerText: 'Please verify your email address. We sent you a link when you signed up.',
  verifyHeading: 'Verify your email',
  verifying: 'Verifying your email...',
  verified: 'Your email address is verified.',
  continueToPortal: 'Continue to the portal',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  verifyNewLinkHint: 'To get a new link, sign in and choose "Resend verification email" at the top of the page.',
  goToPortal: 'Go to the portal',
  verifyFailed: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  emailChangeLinkInvalid: 'This email change link is invalid, expired or already used.',
  emailChangeTaken: 'This address is now used by another account. Your sign-in email was not changed.',
  emailChanged: 'Your sign-in email was changed.',
});
