import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetBody, passwordResetConfirmBody, tokenResponse } from '@vendor-portal/contract/auth';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { passwordChangeBody } from '@vendor-portal/contract/sign-in-settings';
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
        const member = await tokenMember(app.db, identity.id);
        return reply.send(await app.tokens.sign({ ...account, member }, Date.now(), sessionId));
      },
    });
  });
}
