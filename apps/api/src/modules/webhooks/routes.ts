import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  patchWebhook,
  retryDelivery,
  sendTestEvent,
} from './service.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": the owner's webhooks (the
// entries' `who` refuses every other role 403 before the body is read).
const webhookRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const context = { now, allowLoopback: app.config.OUTBOUND_ALLOW_LOOPBACK };
  serve(app, routes.postWebhooks, async (request, reply) => {
    const { vendorId } = await requireMember(request);
    return reply.code(201).send(await createWebhook(app.db, vendorId, request.body, context));
  });
  serve(app, routes.getWebhooks, async (request) => listWebhooks(app.db, (await requireMember(request)).vendorId));
  serve(app, routes.patchWebhooksById, async (request) =>
    patchWebhook(app.db, (await requireMember(request)).vendorId, request.params.id, request.body, context),
  );
  serve(app, routes.deleteWebhooksById, async (request, reply) => {
    await deleteWebhook(app.db, (await requireMember(request)).vendorId, request.params.id, now());
    return reply.code(204).send(null);
  });
  serve(app, routes.getWebhooksByIdDeliveries, async (request) =>
    listDeliveries(app.db, (await requireMember(request)).vendorId, request.params.id),
  );
  serve(app, routes.postWebhooksByIdDeliveriesByDeliveryIdRetry, async (request, reply) => {
    const { vendorId } = await requireMember(request);
    return reply
      .code(202)
      .send(await retryDelivery(app.db, vendorId, request.params.id, request.params.deliveryId, now()));
  });
  serve(app, routes.postWebhooksByIdTest, async (request, reply) => {
    const { vendorId } = await requireMember(request);
    return reply.code(202).send(await sendTestEvent(app.db, vendorId, request.params.id, now()));
  });
};

export default webhookRoutes;
