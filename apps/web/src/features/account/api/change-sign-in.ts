import { useMutation } from '@tanstack/react-query';
import type { EmailChangeBody, PasswordChangeBody } from '@vendor-portal/contract/sign-in-settings';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';

// Account's sign-in settings (docs/architecture.md "Identity"), under /auth with the bearer token.

/** POST /auth/email-change → 202: a link is mailed to the new address (the same answer if it is taken). */

/** POST /auth/password-change → a new idToken for this device; every other session ends. */

export const useRequestEmailChange = () =>
  useMutation({ mutationFn: (body: EmailChangeBody) => call(paths.postAuthEmailChange, { body }) });
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => call(paths.postAuthPasswordChange, { body }) });
