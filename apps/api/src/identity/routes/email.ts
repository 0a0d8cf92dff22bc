import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailVerificationConfirmBody } from '@vendor-portal/contract/auth';
import { errorBodySchema } from '@vendor-portal/contract/common';
import {
  emailChangeBody,
  emailChangeConfirmBody,
  emailChangeConfirmResponse,
} from '@vendor-portal/contract/sign-in-settings';
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
}
