import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { listSubscriptions, subscribe, unsubscribe } from './service.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": every member turns alerts on for its own devices.
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getPushKey, async (request) => {
    await requireMember(request);
    return { publicKey: app.push.sender.publicKey };
  });

  serve(app, routes.postPushSubscriptions, async (request, reply) => {
    const member = await requireMember(request);
    const { id, created } = await subscribe(
      app.db,
      member.memberId,
      request.body,
      request.headers['user-agent'] ?? '',
      app.push.allow,
      request.identity?.sessionId ?? null,
    );
    return reply.code(created ? 201 : 200).send({ id });
  });

  serve(app, routes.getPushSubscriptions, async (request) => ({
    data: await listSubscriptions(app.db, (await requireMember(request)).memberId),
  }));

  serve(app, routes.deletePushSubscriptionsById, async (request, reply) => {
    await unsubscribe(app.db, (await requireMember(request)).memberId, request.params.id);
    return reply.code(204).send(null);
  });
};

export default pushRoutes;
