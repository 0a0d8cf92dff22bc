import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOpsActor } from './ops-auth.ts';
import { listPayouts, payWeek } from './payouts.ts';

// docs/architecture.md "Pay and earnings": registered inside the ops routes (GET for staff, POST admin).

const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getOpsPayouts, async (request) => ({
    data: await listPayouts(app.db, request.query.weekStart, new Date()),
  }));

  serve(app, routes.postOpsPayouts, async (request, reply) =>
    reply.code(201).send(await payWeek(app.db, requireOpsActor(request), request.body, new Date())),
  );
};

export default payoutRoutes;
