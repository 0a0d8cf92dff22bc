import { useMutation } from '@tanstack/react-query';
import type { EmailChangeBody, PasswordChangeBody } from '@vendor-portal/contract/sign-in-settings';
import { apiRequest } from '../../../lib/api/api-client.ts';

// Account's sign-in settings (docs/architecture.md "Identity"), under /auth with the bearer token.

/** POST /auth/email-change → 202: a link is mailed to the new address (the same answer if it is taken). */
export const requestEmailChange = (body: EmailChangeBody) =>
  apiRequest<void>('/auth/email-change', { base: '', method: 'POST', body });

/** POST /auth/password-change → a new idToken for this device; every other session ends. */
export const changePassword = (body: PasswordChangeBody) =>
  apiRequest<{ idToken: string; expiresIn: number }>('/auth/password-change', { base: '', method: 'POST', body });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
