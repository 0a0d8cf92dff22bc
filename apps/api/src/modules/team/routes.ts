import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_MAIL } from '@vendor-portal/contract/messages';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { requireIdentity, requireMember } from '../../plugins/app/auth.ts';
import { accountLanguage } from '../../lib/member-language.ts';
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
import { setTeamSettings, teamSettings } from './crew-pay.ts';

// docs/architecture.md "A company with a crew": the team of the caller's company. Reading is `readTeam` (owner,
// office), every change `changeTeam` (owner), checked from the route's config before the body is read.

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: Parameters<typeof requireMember>[0]): Promise<TeamActor> => {
    const { vendorId, memberId } = await requireMember(request);
    return { vendorId, memberId, email: requireIdentity(request).email };
  };

  // docs/architecture.md "Money that is fair": whether the crew sees pay (crew-pay.ts hides it when not).
  serve(app, routes.getTeamSettings, async (request) => teamSettings(app.db, (await requireMember(request)).vendorId));
  serve(app, routes.patchTeamSettings, async (request) =>
    setTeamSettings(app.db, (await requireMember(request)).vendorId, request.body),
  );

  // The link is mailed after the commit, not queued: only its digest is ever stored (one-time-links.ts).
  // Issue 46: the invitee has no account, hence no language of its own yet; the mail is in the language of the
  // member who sends it (who knows the invitee), and the /join page it opens has the language switch, where
  // the invitee's choice becomes its own (docs/features.md "Languages").
  const mailInvitation = (
    { member, company, token }: InvitationToMail,
    request: Parameters<typeof requireIdentity>[0] & { log: FastifyBaseLogger },
  ) =>
    accountLanguage(app.db, requireIdentity(request).id).then((language) =>
      sendInvitation(app.mailer, request.log, {
        to: member.email,
        ...inLanguage(language, () =>
          TEAM_MAIL.invitation(
            app.config.BRAND_NAME,
            company,
            member.name,
            `${app.config.publicUrl}/join?token=${encodeURIComponent(token)}`,
          ),
        ),
      }),
    );

  serve(app, routes.getTeam, async (request) => ({
    data: await listTeam(app.db, (await requireMember(request)).vendorId),
  }));

  serve(app, routes.postTeam, async (request, reply) => {
    const invitation = await inviteMember(app.db, await actorOf(request), request.body);
    await mailInvitation(invitation, request);
    return reply.code(201).send(invitation.member);
  });

  serve(app, routes.postTeamByIdInvitation, async (request, reply) => {
    await mailInvitation(await resendInvitation(app.db, await actorOf(request), request.params.id), request);
    return reply.code(202).send(null);
  });

  serve(app, routes.patchTeamById, async (request) => {
    const { body } = request;
    return 'takesJobs' in body
      ? setTakesJobs(app.db, await actorOf(request), request.params.id, body.takesJobs)
      : changeRole(app.db, await actorOf(request), request.params.id, body.role);
  });

  serve(app, routes.deleteTeamById, async (request, reply) => {
    await removeMember(app.db, await actorOf(request), request.params.id);
    return reply.code(204).send(null);
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
