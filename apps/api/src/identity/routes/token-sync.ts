import { z } from 'zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { AUTH } from '@vendor-portal/contract/messages';
import { unauthenticated } from '../../lib/errors.ts';
import { bearerToken } from '../../plugins/app/auth.ts';
import { COOKIE_PATH, SESSION_COOKIE, type IdentityApp, type IdentityContext } from './context.ts';

// /auth token sync (docs/product-spec.md §7): the optional httpOnly session cookie.

export async function tokenSyncRoutes(app: IdentityApp, ctx: IdentityContext): Promise<void> {
  const { config } = app;
  const { secure } = ctx;
  // Optional token sync (docs/product-spec.md §7, docs/architecture.md): off unless TOKEN_SYNC_PATH is set. It lives
  // under /auth (config.ts checks that TOKEN_SYNC_PATH starts with /auth/); the same value as the
  // SPA's VITE_TOKEN_SYNC_PATH.
  const syncPath = config.TOKEN_SYNC_PATH;
  if (syncPath) {
    const route = syncPath.slice(COOKIE_PATH.length);
    app.post(route, {
      schema: {
        tags: ['identity'],
        summary: 'Token sync: sets an httpOnly session cookie from a fresh idToken',
        response: { 204: z.null(), 401: errorBodySchema },
      },
      handler: async (request, reply) => {
        const token = bearerToken(request);
        const claims = token ? await app.tokens.verify(token) : null;
        // Only a freshly issued token is accepted, so a stolen old token cannot mint a cookie.
        if (!token || !claims || Date.now() / 1000 - claims.iat > config.TOKEN_SYNC_MAX_AGE)
          throw unauthenticated(AUTH.unauthenticated);
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure,
          expires: new Date(claims.exp * 1000),
        });
        return reply.code(204).send(null);
      },
    });
    app.delete(route, {
      schema: {
        tags: ['identity'],
        summary: 'Token sync: clears the session cookie',
        security: [],
        response: { 204: z.null() },
      },
      handler: async (_request, reply) => {
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure });
        return reply.code(204).send(null);
      },
    });
  }
}
