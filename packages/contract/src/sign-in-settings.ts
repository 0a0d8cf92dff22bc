import { z } from 'zod';
import { AUTH, SIGN_IN_SETTINGS } from './messages.ts';
import { confirmPasswordSchema, emailSchema, newPasswordSchema } from './fields.ts';

// docs/architecture.md "Identity" (Account: changing how the vendor signs in). The new password
// follows registration's rule (newPasswordSchema); the current one is only checked against the account.

const currentPassword = z
  .string({ error: SIGN_IN_SETTINGS.currentPasswordRequired })
  .min(1, { error: SIGN_IN_SETTINGS.currentPasswordRequired })
  .max(1024);

/** POST /auth/email-change: mails a link to `newEmail`; 202 whether or not the address is free. */
export const emailChangeBody = z.object({ newEmail: emailSchema(), currentPassword });
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

/** POST /auth/email-change/confirm: the token of the link mailed to the new address. */
export const emailChangeConfirmBody = z.object({ token: z.string().min(1).max(512) });
export const emailChangeConfirmResponse = z.object({ email: z.string() });

/** POST /auth/password: ends every other session; answers a fresh idToken for this device. */
export const passwordChangeBody = z.object({ currentPassword, newPassword: newPasswordSchema() });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** The Change Password form: registration's rule, typed twice. */
export const passwordChangeForm = z
  .object({
    currentPassword,
    newPassword: newPasswordSchema(),
    confirmPassword: confirmPasswordSchema(AUTH.confirmPasswordRequired, 1),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] });
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;
