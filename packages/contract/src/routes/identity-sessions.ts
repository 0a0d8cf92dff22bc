import { accountBody, credentialsBody, sessionResponse, tokenResponse } from '../auth.ts';
import { z } from 'zod';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/identity/routes/sessions.ts.
export const identitySessionsRoutes = {
  postAuthAccounts: route({
    method: 'POST',
    path: '/auth/accounts',
    who: 'public',
    tags: ['identity'],
    summary: 'Create an account and sign in',
    body: accountBody,
    responses: { 201: sessionResponse, ...errors(400, 409, 429) },
    rateLimit: 'sign-up',
  }),
  postAuthSessions: route({
    method: 'POST',
    path: '/auth/sessions',
    who: 'public',
    tags: ['identity'],
    summary: 'Sign in with email and password',
    body: credentialsBody,
    responses: { 200: sessionResponse, ...errors(400, 401, 429) },
    rateLimit: 'sign-in',
  }),
  postAuthToken: route({
    method: 'POST',
    path: '/auth/token',
    who: 'public',
    tags: ['identity'],
    summary: 'A fresh idToken from the refresh cookie (rotates it)',
    responses: { 200: tokenResponse, ...errors(401) },
  }),
  deleteAuthSessionsCurrent: route({
    method: 'DELETE',
    path: '/auth/sessions/current',
    who: 'public',
    tags: ['identity'],
    summary: 'Sign out (revokes the refresh token)',
    responses: { 204: z.null() },
  }),
};
