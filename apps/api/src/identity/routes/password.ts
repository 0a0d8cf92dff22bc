import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, identityAuthenticator, requireIdentity } from '../../plugins/app/auth.ts';
import { confirmReset, requestPasswordReset } from '../password-reset.ts';
import { hitAll } from '../rate-limit.ts';
import { changePassword } from '../sign-in-settings.ts';
import { tokenMember } from '../token-member.ts';
import { type IdentityApp, type IdentityContext } from './context.ts';

// /auth password (docs/architecture.md "Identity"): the reset link and its use, the change with the current one.

export async function passwordRoutes(app: IdentityApp, ctx: IdentityContext): Promise<void> {
  const { config } = app;
  const { limits } = ctx;
  serve(app, routes.postAuthPasswordReset, async (request, reply) => {
    const { email } = request.body;
    await hitAll(app.db, [limits.resetIp(request.ip), limits.resetEmail(email)]);
    await requestPasswordReset(
      app.db,
      app.mailer,
      email,
      { brand: config.BRAND_NAME, publicUrl: config.publicUrl, log: request.log },
      request.headers['accept-language'],
    );
    return reply.code(202).send(null);
  });

  serve(app, routes.postAuthPasswordResetConfirm, async (request, reply) => {
    await confirmReset(app.db, request.body.token, request.body.newPassword);
    return reply.code(204).send(null);
  });

  // Any account, staff too (docs/architecture.md "Identity"): a new password signs out every other
  // device, whatever the role.
  await app.register(async (anyRole) => {
    const authenticate = identityAuthenticator(anyRole);
    anyRole.addHook('onRequest', async (request) => {
      await authenticate(request);
    });
    const typed = anyRole.withTypeProvider<ZodTypeProvider>();
    serve(typed, routes.postAuthPasswordChange, async (request, reply) => {
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
      const member = await tokenMember(app.db, identity.id);
      return reply.send(await app.tokens.sign({ ...account, member }, Date.now(), sessionId));
    });
  });
}
