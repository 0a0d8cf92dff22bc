import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/route-table.ts';
import { requireIdentity, requireVendorId } from '../../plugins/app/auth.ts';
import { requireOpsActor } from '../ops/ops-auth.ts';
import { declineOffer, offerJob } from './service.ts';

// docs/architecture.md "Availability and dispatch", offers: the console's offer (staff, under /api/ops) and the
// offered company's decline (owner, office, under /api). Who may call each is the route table's `who`.

export const offerOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.postOpsAppointmentsByIdOffer, async (request, reply) =>
    reply
      .code(201)
      .send(await offerJob(app.db, requireOpsActor(request).actor, request.params.id, request.body, app.alerts)),
  );
};

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.patchAppointmentDeclineById, async (request, reply) => {
    await declineOffer(
      app.db,
      await requireVendorId(request),
      request.params.id,
      requireIdentity(request).email,
      app.alerts,
    );
    return reply.code(204).send(null);
  });
};

export default offerRoutes;
