import { emailVerificationConfirmBody } from '../auth.ts';
import { z } from 'zod';
import { errorBodySchema } from '../common.ts';
import { emailChangeBody, emailChangeConfirmBody, emailChangeConfirmResponse } from '../sign-in-settings.ts';
import { route } from './define.ts';

// Moved from apps/api/src/identity/routes/email.ts.
export const identityEmailRoutes = {
  postAuthEmailVerificationConfirm: route({
    method: 'POST',
    path: '/auth/email-verification/confirm',
    who: 'public',
    tags: ['identity'],
    summary: 'Verify the account email with the token of a verification link',
    body: emailVerificationConfirmBody,
    responses: { 204: z.null(), 400: errorBodySchema },
  }),
  postAuthEmailChangeConfirm: route({
    method: 'POST',
    path: '/auth/email-change/confirm',
    who: 'public',
    tags: ['identity'],
    summary: 'Move the sign-in email to the address of an email-change link (the old address is told)',
    body: emailChangeConfirmBody,
    responses: { 200: emailChangeConfirmResponse, 400: errorBodySchema, 409: errorBodySchema },
  }),
  postAuthEmailVerification: route({
    method: 'POST',
    path: '/auth/email-verification',
    who: 'signedIn',
    tags: ['identity'],
    summary: 'Mail a new email verification link to the account email',
    responses: { 202: z.null(), 401: errorBodySchema, 429: errorBodySchema },
    rateLimit: 'verification-mail',
  }),
  postAuthEmailChange: route({
    method: 'POST',
    path: '/auth/email-change',
    who: 'signedIn',
    tags: ['identity'],
    summary: 'Mail a link that moves the sign-in email to a new address (202 whether or not it is free)',
    body: emailChangeBody,
    responses: { 202: z.null(), 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
    rateLimit: 'current-password',
  }),
};
