import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { TEAM_MAIL } from '@vendor-portal/contract/messages';
import { changeMemberBody, inviteMemberBody, memberListSchema, memberSchema } from '@vendor-portal/contract/team';
import { requireIdentity, requireMember } from '../../plugins/app/auth.ts';
import type { Mailer } from '../../lib/mail.ts';
import {
  changeRole,
  inviteMember,
  listTeam,
  removeMember,
  resendInvitation,
  setTakesJobs,
  type InvitationToMail,
  type TeamActor,
} from './service.ts';

// docs/architecture.md "A company with a crew": the team of the caller's company. Reading is `readTeam` (owner,
// office), every change `changeTeam` (owner), checked from the route's config before the body is read.

const team409 = errorBodySchema.meta({
  description: '`email-in-use`: the address has an account, or this company already invited it.',
});
const owner409 = errorBodySchema.meta({
  description: '`owner-fixed`: the owner cannot be changed or removed; `conflict`: the member has already joined.',
});
const limited429 = errorBodySchema.meta({
  description: '`too-many-requests`: too many invitations from this company this hour (Retry-After).',
});
const otherCompany404 = errorBodySchema.meta({ description: '`not-found`: no such member in this company.' });

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: Parameters<typeof requireMember>[0]): Promise<TeamActor> => {
    const { vendorId, memberId } = await requireMember(request);
    return { vendorId, memberId, email: requireIdentity(request).email };
  };

  // The link is mailed after the commit, not queued: only its digest is ever stored (one-time-links.ts).
  const mailInvitation = ({ member, company, token }: InvitationToMail, log: FastifyBaseLogger) => {
    sendInvitation(app.mailer, log, {
      to: member.email,
      ...TEAM_MAIL.invitation(
        app.config.BRAND_NAME,
        company,
        member.name,
        `${app.config.publicUrl}/join?token=${encodeURIComponent(token)}`,
      ),
    });
  };

  app.get('/team', {
    config: { capability: 'readTeam' },
    schema: {
      tags: ['team'],
      summary: "The company's members and open invitations (owner first)",
      response: { 200: memberListSchema },
    },
    handler: async (request) => ({ data: await listTeam(app.db, (await requireMember(request)).vendorId) }),
  });

  app.post('/team', {
    config: { capability: 'changeTeam' },
    schema: {
      tags: ['team'],
      summary: 'Invite a person as office or technician: mails a /join link (7 days, single use)',
      body: inviteMemberBody,
      response: { 201: memberSchema, 409: team409, 429: limited429 },
    },
    handler: async (request, reply) => {
      const invitation = await inviteMember(app.db, await actorOf(request), request.body);
      mailInvitation(invitation, request.log);
      return reply.code(201).send(invitation.member);
    },
  });

  app.post('/team/:id/invitation', {
    config: { capability: 'changeTeam' },
    schema: {
      tags: ['team'],
      summary: 'Send an open invitation again: a new link, the earlier one stops',
      params: idParams,
      response: { 202: z.null(), 404: otherCompany404, 409: owner409, 429: limited429 },
    },
    handler: async (request, reply) => {
      mailInvitation(await resendInvitation(app.db, await actorOf(request), request.params.id), request.log);
      return reply.code(202).send(null);
    },
  });

  app.patch('/team/:id', {
    config: { capability: 'changeTeam' },
    schema: {
      tags: ['team'],
      summary:
        "Change a member's role (read from the database on the member's next request), or whether it takes jobs (`{takesJobs}`)",
      params: idParams,
      body: changeMemberBody,
      response: { 200: memberSchema, 404: otherCompany404, 409: owner409 },
    },
    handler: async (request) => {
      const { body } = request;
      return 'takesJobs' in body
        ? setTakesJobs(app.db, await actorOf(request), request.params.id, body.takesJobs)
        : changeRole(app.db, await actorOf(request), request.params.id, body.role);
    },
  });

  app.delete('/team/:id', {
    config: { capability: 'changeTeam' },
    schema: {
      tags: ['team'],
      summary: 'Cancel an invitation, or remove a member: every one of its tokens stops at once',
      params: idParams,
      response: { 204: z.null(), 404: otherCompany404, 409: owner409 },
    },
    handler: async (request, reply) => {
      await removeMember(app.db, await actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};

function sendInvitation(
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: { to: string; subject: string; text: string },
): void {
  mailer.send(message).catch((err: unknown) => log.error({ err }, 'invitation mail failed'));
}

export default teamRoutes;
