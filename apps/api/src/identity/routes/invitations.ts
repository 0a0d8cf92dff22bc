import { sessionResponse } from '@vendor-portal/contract/auth';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { confirmInvitationBody, invitationLookupBody, invitationLookupSchema } from '@vendor-portal/contract/team';
import { confirmInvitation, lookUpInvitation } from '../invitations.ts';
import { hitAll } from '../rate-limit.ts';
import { type IdentityApp, type IdentityContext } from './context.ts';

// /auth invitations (docs/architecture.md "A company with a crew"): the /join link's password, answered as sign-in.

export async function invitationRoutes(app: IdentityApp, ctx: IdentityContext): Promise<void> {
  app.post('/invitations/lookup', {
    schema: {
      tags: ['identity'],
      summary: 'What an invitation link is for (the company, the name, the address, the role), for /join',
      security: [],
      body: invitationLookupBody,
      response: {
        200: invitationLookupSchema,
        400: errorBodySchema.meta({
          description: '`invalid-invitation-token`: the link is unknown, used, expired, cancelled or ended.',
        }),
      },
    },
    handler: async (request) => lookUpInvitation(app.db, request.body.token),
  });

  app.post('/invitations/confirm', {
    schema: {
      tags: ['identity'],
      summary: "Join a company's team: the invitation's token and a new password; signs in as sign-in does",
      security: [],
      body: confirmInvitationBody,
      response: {
        201: sessionResponse,
        400: errorBodySchema.meta({
          description:
            '`invalid-invitation-token`: the link is unknown, used, expired or cancelled; `validation-error`.',
        }),
        409: errorBodySchema.meta({ description: '`email-in-use`: the address made an account since the invitation.' }),
        429: errorBodySchema.meta({ description: '`too-many-requests`: sign-up’s limit per IP, with Retry-After.' }),
      },
    },
    handler: async (request, reply) => {
      await hitAll(app.db, [ctx.limits.joinIp(request.ip)]);
      const identity = await confirmInvitation(app.db, request.body.token, request.body.password);
      return reply.code(201).send(await ctx.openSession(reply, identity));
    },
  });
}
