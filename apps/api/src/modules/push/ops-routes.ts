import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { routes } from '@vendor-portal/contract/routes/index';
import { PUSH } from '@vendor-portal/contract/messages';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/route-table.ts';
import { requireOpsActor } from '../ops/ops-auth.ts';
import { listSubscriptions, subscribe, unsubscribe, type PushHolder } from './service.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": the provider's staff turn alerts on for their own
// devices from the console, as members do on Account (the same rows, held by the staff identity); they hear of
// jobs still unclaimed near their start (staff-reminders.ts). The ops token is no person: it has no devices.

function staffHolder(request: FastifyRequest): PushHolder {
  const actor = requireOpsActor(request);
  if (actor.identityId === null) throw new AppError('staff-only', PUSH.staffDeviceNeedsPerson);
  return { staffIdentityId: actor.identityId };
}

const opsPushRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getOpsPushKey, async () => ({ publicKey: app.push.sender.publicKey }));

  serve(app, routes.postOpsPushSubscriptions, async (request, reply) => {
    const { id, created } = await subscribe(
      app.db,
      staffHolder(request),
      request.body,
      request.headers['user-agent'] ?? '',
      app.push.allow,
      request.identity?.sessionId ?? null,
    );
    return reply.code(created ? 201 : 200).send({ id });
  });

  serve(app, routes.getOpsPushSubscriptions, async (request) => ({
    data: await listSubscriptions(app.db, staffHolder(request)),
  }));

  serve(app, routes.deleteOpsPushSubscriptionsById, async (request, reply) => {
    await unsubscribe(app.db, staffHolder(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default opsPushRoutes;
