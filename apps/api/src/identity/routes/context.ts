import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '@vendor-portal/contract/ops/staff';
import type { SignInLimits } from '../accounts.ts';
import type { Limit } from '../rate-limit.ts';
import { startFamily, type IssuedRefreshToken } from '../refresh-tokens.ts';
import { tokenMember } from '../token-member.ts';

// What every /auth route file shares (docs/architecture.md "Identity"): the limits built from the
// configuration, the refresh cookie, and opening a session. Built once by ../routes.ts.

export const REFRESH_COOKIE = 'vp_refresh';
export const SESSION_COOKIE = 'vp_session';
export const COOKIE_PATH = '/auth';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The app as the route files see it (zod type provider). */
export type IdentityApp = Parameters<FastifyPluginAsyncZod>[0];

export function identityContext(app: IdentityApp) {
  const { config } = app;
  const secure = config.publicUrl.startsWith('https:');

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
    // Issue 38 item 16: joining by an invitation's link makes an account as sign-up does, so it is held
    // to sign-up's limit per IP (its own counter): each try hashes a password, and guesses of tokens
    // cannot run unbounded.
    joinIp: (ip: string): Limit => ({ key: `join:ip:${ip}`, max: config.RATE_LIMIT_SIGNUP_IP, windowMs: HOUR }),
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
