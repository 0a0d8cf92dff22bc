import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { AUTH } from '@vendor-portal/contract/messages';
import { unauthenticated } from '../../lib/errors.ts';
import { createIdentity, normalizeEmail, signIn } from '../accounts.ts';
import { mailVerificationAfterSignUp } from '../email-verification.ts';
import { hitAll } from '../rate-limit.ts';
import { revokeByToken, rotate, type RotateResult } from '../refresh-tokens.ts';
import { tokenMember } from '../token-member.ts';
import { type IdentityApp, type IdentityContext } from './context.ts';

// /auth sessions (docs/architecture.md "Identity"): sign-up, sign-in, refresh, sign-out.

/** `now`: the clock of the refresh token's reuse grace (tests move it past the grace). */
export async function sessionRoutes(app: IdentityApp, ctx: IdentityContext, now: () => Date): Promise<void> {
  const { limits, site, setRefreshCookie, clearRefreshCookie, openSession, refreshCookie } = ctx;
  serve(app, routes.postAuthAccounts, async (request, reply) => {
    await hitAll(app.db, [limits.signUpIp(request.ip)]);
    const identity = await createIdentity(app.db, request.body.email, request.body.password);
    // In the browser's language (Accept-Language, issue 46): the account has no member, hence no language, yet.
    await mailVerificationAfterSignUp(
      app.db,
      app.mailer,
      identity,
      { ...site(), log: request.log },
      request.headers['accept-language'],
    );
    return reply.code(201).send(await openSession(reply, identity));
  });

  serve(app, routes.postAuthSessions, async (request, reply) => {
    const { email, password } = request.body;
    const identity = await signIn(
      app.db,
      { email, password, refreshToken: refreshCookie(request) },
      limits.signIn(request.ip, normalizeEmail(email)),
    );
    return reply.send(await openSession(reply, identity));
  });

  serve(app, routes.postAuthToken, async (request, reply) => {
    const token = refreshCookie(request);
    const result: RotateResult = token ? await rotate(app.db, token, now()) : { ok: false };
    if (!result.ok) {
      // A replay means the token was copied: worth a warning (ids only, never the token).
      if (result.reusedBy)
        request.log.warn(result.reusedBy, 'refresh token reused after its grace: its session family is revoked');
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
      await app.tokens.sign(
        { ...identity, tokenVersion: result.tokenVersion, member: await tokenMember(app.db, identity.id) },
        Date.now(),
        result.next.familyId,
      ),
    );
  });

  serve(app, routes.deleteAuthSessionsCurrent, async (request, reply) => {
    const token = refreshCookie(request);
    if (token) await revokeByToken(app.db, token);
    clearRefreshCookie(reply);
    return reply.code(204).send(null);
  });
}
