import { passwordResetBody, passwordResetConfirmBody, tokenResponse } from '../auth.ts';
import { z } from 'zod';
import { passwordChangeBody } from '../sign-in-settings.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/identity/routes/password.ts.
export const identityPasswordRoutes = {
  postAuthPasswordReset: route({
    method: 'POST',
    path: '/auth/password-reset',
    who: 'public',
    tags: ['identity'],
    summary: 'Send a password reset link (202 whether or not the account exists)',
    body: passwordResetBody,
    responses: { 202: z.null(), ...errors(400, 429) },
    rateLimit: 'password-reset',
  }),
  postAuthPasswordResetConfirm: route({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    who: 'public',
    tags: ['identity'],
    summary: 'Set a new password with a reset token (ends every session of the account)',
    body: passwordResetConfirmBody,
    responses: { 204: z.null(), ...errors(400) },
  }),
  postAuthPasswordChange: route({
    method: 'POST',
    path: '/auth/password-change',
    examples: [{ body: { currentPassword: 'not-mine', newPassword: 'whatever-1' } }],
    who: 'identity',
    tags: ['identity'],
    summary: 'Change the password with the current one: ends every other session, answers a new idToken',
    body: passwordChangeBody,
    responses: { 200: tokenResponse, ...errors(400, 401, 429) },
    rateLimit: 'current-password',
  }),
};
