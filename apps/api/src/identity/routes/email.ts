import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH } from '@vendor-portal/contract/messages';
import { unauthenticated } from '../../lib/errors.ts';
import { protectRoutes, requireIdentity } from '../../plugins/app/auth.ts';
import { confirmEmailVerification, sendVerificationMail } from '../email-verification.ts';
import { hitAll } from '../rate-limit.ts';
import { confirmEmailChange, requestEmailChange } from '../sign-in-settings.ts';
import { type IdentityApp, type IdentityContext } from './context.ts';

// /auth email (docs/architecture.md "Identity"): verification of the address, and its change.

export async function emailRoutes(app: IdentityApp, ctx: IdentityContext): Promise<void> {
  const { config } = app;
  const { limits, site } = ctx;
  serve(app, routes.postAuthEmailVerificationConfirm, async (request, reply) => {
    await confirmEmailVerification(app.db, request.body.token);
    return reply.code(204).send(null);
  });

  serve(app, routes.postAuthEmailChangeConfirm, async (request) =>
    confirmEmailChange(app.db, request.body.token, config.BRAND_NAME),
  );

  // Signed in (Bearer): the same check as every /api route.
  await app.register(async (signedIn) => {
    protectRoutes(signedIn);
    serve(signedIn, routes.postAuthEmailVerification, async (request, reply) => {
      const identity = requireIdentity(request);
      await hitAll(app.db, [limits.verifyAccount(identity.id)]);
      const row = await app.db.query.identities.findFirst({
        columns: { id: true, email: true },
        where: (t, { eq }) => eq(t.id, identity.id),
      });
      if (!row) throw unauthenticated(AUTH.unauthenticated);
      await sendVerificationMail(app.db, app.mailer, row, site(), request.headers['accept-language']);
      return reply.code(202).send(null);
    });

    // Account: changing how the vendor signs in (docs/architecture.md "Identity").
    const typed = signedIn.withTypeProvider<ZodTypeProvider>();
    serve(typed, routes.postAuthEmailChange, async (request, reply) => {
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
    });
  });
}
