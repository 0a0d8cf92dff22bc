import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '@vendor-portal/contract/ops/staff';
import type { SignInLimits } from '../accounts.ts';
import { limitOf, type Limit } from '../rate-limit.ts';
import { startFamily, type IssuedRefreshToken } from '../refresh-tokens.ts';
import { tokenMember } from '../token-member.ts';

// What every /auth route file shares (docs/architecture.md "Identity"): the limits built from the
// configuration, the refresh cookie, and opening a session. Built once by ../routes.ts.

export const REFRESH_COOKIE = 'vp_refresh';
export const SESSION_COOKIE = 'vp_session';
export const COOKIE_PATH = '/auth';

/** The app as the route files see it (zod type provider). */
export type IdentityApp = Parameters<FastifyPluginAsyncZod>[0];

export function identityContext(app: IdentityApp) {
  const { config } = app;
  const secure = config.publicUrl.startsWith('https:');

  // contract/rate-limits.ts holds every counter's numbers; the configuration may change some maximums.
  const limits: {
    signInIp: (ip: string) => Limit;
    signIn: (ip: string, email: string) => SignInLimits;
    signUpIp: (ip: string) => Limit;
    joinIp: (ip: string) => Limit;
    resetIp: (ip: string) => Limit;
    resetEmail: (email: string) => Limit;
    verifyAccount: (identityId: string) => Limit;
    currentPassword: (ip: string, identityId: string) => Limit[];
  } = {
    signInIp: (ip) => limitOf('sign-in', 'ip', ip, config),
    signIn: (ip, email) => ({
      ip: limitOf('sign-in', 'ip', ip, config),
      accountIp: limitOf('sign-in', 'accountIp', `${email}:${ip}`, config),
      account: limitOf('sign-in', 'account', email, config),
      session: (familyId) => limitOf('sign-in', 'session', familyId, config),
    }),
    signUpIp: (ip) => limitOf('sign-up', 'ip', ip, config),
    joinIp: (ip) => limitOf('join', 'ip', ip, config),
    resetIp: (ip) => limitOf('password-reset', 'ip', ip, config),
    resetEmail: (email) => limitOf('password-reset', 'email', email, config),
    verifyAccount: (identityId) => limitOf('verification-mail', 'account', identityId, config),
    currentPassword: (ip, identityId) => [
      limitOf('current-password', 'ip', ip, config),
      limitOf('current-password', 'account', identityId, config),
    ],
  };
  const site = () => ({ brand: config.BRAND_NAME, publicUrl: config.publicUrl });

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
    const member = await tokenMember(app.db, identity.id);
    const { idToken, expiresIn } = await app.tokens.sign({ ...identity, member }, Date.now(), family.familyId);
    return { idToken, expiresIn, user: { id: identity.id, email: identity.email } };
  }

  const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] || null;

  return { limits, site, secure, setRefreshCookie, clearRefreshCookie, openSession, refreshCookie };
}

export type IdentityContext = ReturnType<typeof identityContext>;
