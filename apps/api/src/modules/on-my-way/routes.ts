import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireJobScope } from '../appointments/require-job-scope.ts';
import { listOnMyWay, sendOnMyWay } from './service.ts';

// docs/architecture.md "The working day": on my way, on the vendor's own jobs only (another's is 404).

interface OnMyWayOptions {
  /** The clock (tests set the day instead of waiting for it). */
  now?: () => Date;
}

const onMyWayRoutes: FastifyPluginAsyncZod<OnMyWayOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  // Static path: Fastify prefers it to /appointment/:id.
  serve(app, routes.getAppointmentOnMyWay, async (request) => ({
    data: await listOnMyWay(app.db, await requireJobScope(request), now()),
  }));

  serve(app, routes.postAppointmentByIdOnMyWay, async (request, reply) => {
    const sent = await sendOnMyWay(
      app.db,
      await requireJobScope(request),
      request.params.id,
      request.body.etaMinutes,
      now(),
      app.jobLinks,
    );
    return reply.code(202).send({ data: sent });
  });
};

export default onMyWayRoutes;
