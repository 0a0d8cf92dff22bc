import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { confirmInvitation, lookUpInvitation } from '../invitations.ts';
import { hitAll } from '../rate-limit.ts';
import { type IdentityApp, type IdentityContext } from './context.ts';

// /auth invitations (docs/architecture.md "A company with a crew"): the /join link's password, answered as sign-in.

export async function invitationRoutes(app: IdentityApp, ctx: IdentityContext): Promise<void> {
  serve(app, routes.postAuthInvitationsLookup, async (request) => lookUpInvitation(app.db, request.body.token));

  serve(app, routes.postAuthInvitationsConfirm, async (request, reply) => {
    await hitAll(app.db, [ctx.limits.joinIp(request.ip)]);
    const identity = await confirmInvitation(app.db, request.body.token, request.body.password);
    return reply.code(201).send(await ctx.openSession(reply, identity));
  });
}
