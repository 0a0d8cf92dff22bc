import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialsBody,
  emailVerificationConfirmBody,
  passwordResetBody,
  passwordResetConfirmBody,
  sessionResponse,
  tokenResponse,
} from '@vendor-portal/contract/auth';
import { errorBodySchema } from '@vendor-portal/contract/common';
import {
  emailChangeBody,
  emailChangeConfirmBody,
  emailChangeConfirmResponse,
  passwordChangeBody,
} from '@vendor-portal/contract/sign-in-settings';
import { AUTH } from '@vendor-portal/contract/messages';
import { unauthenticated } from '../lib/errors.ts';
import { bearerToken, identityAuthenticator, protectRoutes, requireIdentity } from '../plugins/app/auth.ts';
import noStore from '../plugins/app/no-store.ts';
import { createIdentity, normalizeEmail, signIn, type SignInLimits } from './accounts.ts';
import { confirmEmailVerification, sendVerificationMail, mailVerificationAfterSignUp } from './email-verification.ts';
import { confirmReset, requestPasswordReset } from './password-reset.ts';
import { hitAll, pruneCounters, type Limit } from './rate-limit.ts';
import { changePassword, confirmEmailChange, requestEmailChange } from './sign-in-settings.ts';
import type { Role } from '@vendor-portal/contract/review';
import {
  pruneExpiredTokens,
  revokeByToken,
  rotate,
  startFamily,
  type IssuedRefreshToken,
  type RotateResult,
} from './refresh-tokens.ts';

// /auth/* (docs/architecture.md "Identity"): the SPEC's identity provider.

export const REFRESH_COOKIE = 'vp_refresh';
export const SESSION_COOKIE = 'vp_session';
const COOKIE_PATH = '/auth';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const secure = config.publicUrl.startsWith('https:');

  const limits: {
    signInIp: (ip: string) => Limit;
    signIn: (ip: string, email: string) => SignInLimits;
    signUpIp: (ip: string) => Limit;
    resetIp: (ip: string) => Limit;
    resetEmail: (email: string) => Limit;
    verifyAccount: (identityId: string) => Limit;
    currentPassword: (ip: string, identityId: string) => Limit[];
  } = {
    signInIp: (ip: string): Limit => ({
      key: `signin:ip:${ip}`,
      max: config.RATE_LIMIT_SIGNIN_IP,
      windowMs: 15 * MINUTE,
    }),
    signIn: (ip: string, email: string): SignInLimits => ({
      ip: limits.signInIp(ip),
      accountIp: {
        key: `signin:account-ip:${email}:${ip}`,
        max: config.RATE_LIMIT_SIGNIN_ACCOUNT,
        windowMs: 15 * MINUTE,
      },
      account: { key: `signin:account:${email}`, max: config.RATE_LIMIT_SIGNIN_ACCOUNT_CEILING, windowMs: 15 * MINUTE },
      session: (familyId) => ({
        key: `signin:session:${familyId}`,
        max: config.RATE_LIMIT_SIGNIN_ACCOUNT,
        windowMs: 15 * MINUTE,
      }),
    }),
    signUpIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: config.RATE_LIMIT_SIGNUP_IP, windowMs: HOUR }),
    resetIp: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: config.RATE_LIMIT_RESET_IP, windowMs: HOUR }),
    resetEmail: (email: string): Limit => ({
      key: `reset:email:${email}`,
      max: config.RATE_LIMIT_RESET_EMAIL,
      windowMs: HOUR,
    }),
    // As often as reset links for one address, counted in the database like them.
    verifyAccount: (identityId: string): Limit => ({
      key: `verify:account:${identityId}`,
      max: config.RATE_LIMIT_RESET_EMAIL,
      windowMs: HOUR,
    }),
    // Account's sign-in settings: the current password is guessed no faster than at sign-in.
    currentPassword: (ip: string, identityId: string): Limit[] => [
      limits.signInIp(ip),
      { key: `current-password:${identityId}`, max: config.RATE_LIMIT_SIGNIN_ACCOUNT, windowMs: 15 * MINUTE },
    ],
  };
  const site = () => ({ brand: config.BRAND_NAME, publicUrl: config.publicUrl });

  // Ended counter windows and dead tokens are pruned now and then, from every process (the
  // deletes are idempotent).
  const prune = () => Promise.all([pruneCounters(app.db), pruneExpiredTokens(app.db)]);
  const pruner = setInterval(
    () => void prune().catch((err) => app.log.warn({ err }, 'pruning identity tables failed')),
    HOUR,
  );
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));
  // Identity answers carry tokens: never kept by a shared cache.
  await app.register(noStore);

  function setRefreshCookie(reply: FastifyReply, issued: IssuedRefreshToken): void {
    reply.setCookie(REFRESH_COOKIE, issued.token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      expires: issued.familyExpiresAt,
    });
  }

  function clearRefreshCookie(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
  }

  async function openSession(
    reply: FastifyReply,
    identity: { id: string; email: string; tokenVersion?: number; emailVerified?: boolean; role?: Role },
  ) {
    const family = await startFamily(app.db, identity.id);
    setRefreshCookie(reply, family);
    const { idToken, expiresIn } = await app.tokens.sign(identity, Date.now(), family.familyId);
    return { idToken, expiresIn, user: { id: identity.id, email: identity.email } };
  }

  const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] || null;

  app.post('/accounts', {
    schema: {
      tags: ['identity'],
      summary: 'Create an account and sign in',
      security: [],
      body: credentialsBody,
      response: { 201: sessionResponse, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      await hitAll(app.db, [limits.signUpIp(request.ip)]);
      const identity = await createIdentity(app.db, request.body.email, request.body.password);
      await mailVerificationAfterSignUp(app.db, app.mailer, identity, { ...site(), log: request.log });
      return reply.code(201).send(await openSession(reply, identity));
    },
  });

  app.post('/sessions', {
    schema: {
      tags: ['identity'],
      summary: 'Sign in with email and password',
      security: [],
      body: credentialsBody,
      response: { 200: sessionResponse, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const identity = await signIn(
        app.db,
        { email, password, refreshToken: refreshCookie(request) },
        limits.signIn(request.ip, normalizeEmail(email)),
      );
      return reply.send(await openSession(reply, identity));
    },
  });

  app.post('/token', {
    schema: {
      tags: ['identity'],
      summary: 'A fresh idToken from the refresh cookie (rotates it)',
      security: [],
      response: { 200: tokenResponse, 401: errorBodySchema },
    },
    handler: async (request, reply) => {
      const token = refreshCookie(request);
      const result: RotateResult = token ? await rotate(app.db, token) : { ok: false };
      if (!result.ok) {
        // A replay means the token was copied: worth a warning (ids only, never the token).
        if (result.reusedBy) request.log.warn(result.reusedBy, 'refresh token reused: its session family is revoked');
        clearRefreshCookie(reply);
        throw unauthenticated(AUTH.unauthenticated);
      }
      const identity = await app.db.query.identities.findFirst({
        columns: { id: true, email: true, emailVerified: true, role: true },
        where: (t, { eq }) => eq(t.id, result.identityId),
      });
      if (!identity) throw unauthenticated(AUTH.unauthenticated);
      setRefreshCookie(reply, result.next);
      // The version read with the rotation, not now: a reset in between ends this token too.
      return reply.send(
        await app.tokens.sign({ ...identity, tokenVersion: result.tokenVersion }, Date.now(), result.next.familyId),
      );
    },
  });

  app.delete('/sessions/current', {
    schema: {
      tags: ['identity'],
      summary: 'Sign out (revokes the refresh token)',
      security: [],
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const token = refreshCookie(request);
      if (token) await revokeByToken(app.db, token);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  });

  app.post('/password-reset', {
    schema: {
      tags: ['identity'],
      summary: 'Send a password reset link (202 whether or not the account exists)',
      security: [],
      body: passwordResetBody,
      response: { 202: z.null(), 400: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      await hitAll(app.db, [limits.resetIp(request.ip), limits.resetEmail(email)]);
      await requestPasswordReset(app.db, app.mailer, email, {
        brand: config.BRAND_NAME,
        publicUrl: config.publicUrl,
        log: request.log,
      });
      return reply.code(202).send(null);
    },
  });

  app.post('/password-reset/confirm', {
    schema: {
      tags: ['identity'],
      summary: 'Set a new password with a reset token (ends every session of the account)',
      security: [],
      body: passwordResetConfirmBody,
      response: { 204: z.null(), 400: errorBodySchema },
    },
    handler: async (request, reply) => {
      await confirmReset(app.db, request.body.token, request.body.newPassword);
      return reply.code(204).send(null);
    },
  });

  app.post('/email-verification/confirm', {
    schema: {
      tags: ['identity'],
      summary: 'Verify the account email with the token of a verification link',
      security: [],
      body: emailVerificationConfirmBody,
      response: { 204: z.null(), 400: errorBodySchema },
    },
    handler: async (request, reply) => {
      await confirmEmailVerification(app.db, request.body.token);
      return reply.code(204).send(null);
    },
  });

  app.post('/email-change/confirm', {
    schema: {
      tags: ['identity'],
      summary: 'Move the sign-in email to the address of an email-change link (the old address is told)',
      security: [],
      body: emailChangeConfirmBody,
      response: { 200: emailChangeConfirmResponse, 400: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => confirmEmailChange(app.db, request.body.token, config.BRAND_NAME),
  });

  // Signed in (Bearer): the same check as every /api route.
  await app.register(async (signedIn) => {
    protectRoutes(signedIn);
    signedIn.post('/email-verification', {
      schema: {
        tags: ['identity'],
        summary: 'Mail a new email verification link to the account email',
        response: { 202: z.null(), 401: errorBodySchema, 429: errorBodySchema },
      },
      handler: async (request, reply) => {
        const identity = requireIdentity(request);
        await hitAll(app.db, [limits.verifyAccount(identity.id)]);
        const row = await app.db.query.identities.findFirst({
          columns: { id: true, email: true },
          where: (t, { eq }) => eq(t.id, identity.id),
        });
        if (!row) throw unauthenticated(AUTH.unauthenticated);
        await sendVerificationMail(app.db, app.mailer, row, site());
        return reply.code(202).send(null);
      },
    });

    // Account: changing how the vendor signs in (docs/architecture.md "Identity").
    const typed = signedIn.withTypeProvider<ZodTypeProvider>();
    typed.post('/email-change', {
      schema: {
        tags: ['identity'],
        summary: 'Mail a link that moves the sign-in email to a new address (202 whether or not it is free)',
        body: emailChangeBody,
        response: { 202: z.null(), 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
      handler: async (request, reply) => {
        const identity = requireIdentity(request);
        await requestEmailChange(
          app.db,
          app.mailer,
          identity.id,
          request.body,
          { password: limits.currentPassword(request.ip, identity.id), mails: limits.verifyAccount(identity.id) },
          { ...site(), log: request.log },
        );
        return reply.code(202).send(null);
      },
    });
  });

  // Any account, staff too (docs/architecture.md "Identity"): a new password signs out every other
  // device, whatever the role.
  await app.register(async (anyRole) => {
    const authenticate = identityAuthenticator(anyRole);
    anyRole.addHook('onRequest', async (request) => {
      await authenticate(request);
    });
    const typed = anyRole.withTypeProvider<ZodTypeProvider>();
    typed.post('/password-change', {
      schema: {
        tags: ['identity'],
        summary: 'Change the password with the current one: ends every other session, answers a new idToken',
        body: passwordChangeBody,
        response: { 200: tokenResponse, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
      handler: async (request, reply) => {
        const identity = requireIdentity(request);
        const token = bearerToken(request);
        const sessionId = token ? (await app.tokens.verify(token))?.sid : undefined;
        const account = await changePassword(
          app.db,
          identity.id,
          sessionId,
          request.body,
          limits.currentPassword(request.ip, identity.id),
        );
        return reply.send(await app.tokens.sign(account, Date.now(), sessionId));
      },
    });
  });

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
};

export default identityRoutes;
