import { emailVerificationConfirmBody } from '../auth.ts';
import { z } from 'zod';
import { emailChangeBody, emailChangeConfirmBody, emailChangeConfirmResponse } from '../sign-in-settings.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/identity/routes/email.ts.
export const identityEmailRoutes = {
  postAuthEmailVerificationConfirm: route({
    method: 'POST',
    path: '/auth/email-verification/confirm',
    who: 'public',
    tags: ['identity'],
    summary: 'Verify the account email with the token of a verification link',
    body: emailVerificationConfirmBody,
    responses: { 204: z.null(), ...errors(400) },
  }),
  postAuthEmailChangeConfirm: route({
    method: 'POST',
    path: '/auth/email-change/confirm',
    who: 'public',
    tags: ['identity'],
    summary: 'Move the sign-in email to the address of an email-change link (the old address is told)',
    body: emailChangeConfirmBody,
    responses: { 200: emailChangeConfirmResponse, ...errors(400, 409) },
  }),
  postAuthEmailVerification: route({
    method: 'POST',
    path: '/auth/email-verification',
    who: 'signedIn',
    tags: ['identity'],
    summary: 'Mail a new email verification link to the account email',
    responses: { 202: z.null(), ...errors(401, 429) },
    rateLimit: 'verification-mail',
  }),
  postAuthEmailChange: route({
    method: 'POST',
    path: '/auth/email-change',
    examples: [{ body: { newEmail: 'owner@example.com', currentPassword: 'password-123' } }],
    who: 'signedIn',
    tags: ['identity'],
    summary: 'Mail a link that moves the sign-in email to a new address (202 whether or not it is free)',
    body: emailChangeBody,
    responses: { 202: z.null(), ...errors(400, 401, 429) },
    rateLimit: 'current-password',
  }),
};
