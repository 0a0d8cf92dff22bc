import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataList, dataOne, errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { onMyWayBody, onMyWaySchema } from '@vendor-portal/contract/on-my-way';
import { requireJobScope } from '../appointments/require-job-scope.ts';
import { listOnMyWay, sendOnMyWay } from './service.ts';

// docs/architecture.md "The working day": on my way, on the vendor's own jobs only (another's is 404).

export interface OnMyWayOptions {
  /** The clock (tests set the day instead of waiting for it). */
  now?: () => Date;
}

const onMyWayRoutes: FastifyPluginAsyncZod<OnMyWayOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  // Static path: Fastify prefers it to /appointment/:id.
  app.get('/appointment/on-my-way', {
    schema: {
      tags: ['appointments'],
      summary: 'The on-my-way mails the vendor sent in the last 24 hours, newest first (one per job: the last)',
      response: { 200: dataList(onMyWaySchema) },
    },
    handler: async (request) => ({ data: await listOnMyWay(app.db, await requireJobScope(request), now()) }),
  });

  app.post('/appointment/:id/on-my-way', {
    schema: {
      tags: ['appointments'],
      summary:
        'Mail the customer that the vendor is on its way (company, service, arrival in the property’s zone): on the job’s day only, once in 10 minutes',
      params: idParams,
      body: onMyWayBody,
      response: {
        202: dataOne(onMyWaySchema),
        404: errorBodySchema,
        409: errorBodySchema,
        429: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const sent = await sendOnMyWay(
        app.db,
        await requireJobScope(request),
        request.params.id,
        request.body.etaMinutes,
        now(),
      );
      return reply.code(202).send({ data: sent });
    },
  });
};

export default onMyWayRoutes;
