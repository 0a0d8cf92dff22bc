import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import {
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionIdSchema,
  pushSubscriptionListSchema,
} from '@vendor-portal/contract/push';
import { requireMember } from '../../plugins/app/auth.ts';
import { listSubscriptions, subscribe, unsubscribe } from './service.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": every member turns alerts on for its own devices.
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/push/key', {
    schema: {
      tags: ['push'],
      summary: 'The VAPID public key a browser subscribes with (base64url of the uncompressed P-256 point)',
      response: { 200: pushKeySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      await requireMember(request);
      return { publicKey: app.push.sender.publicKey };
    },
  });

  app.post('/push/subscriptions', {
    schema: {
      tags: ['push'],
      summary: "Keep this device's subscription (PushSubscription.toJSON()); the same endpoint again answers 200",
      body: pushSubscriptionBodySchema,
      response: {
        200: pushSubscriptionIdSchema,
        201: pushSubscriptionIdSchema,
        400: errorBodySchema.meta({
          description: '`push-endpoint-refused`: not https on a known push service, nor in PUSH_ENDPOINT_ALLOW.',
        }),
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const member = await requireMember(request);
      const { id, created } = await subscribe(
        app.db,
        member.memberId,
        request.body,
        request.headers['user-agent'] ?? '',
        app.push.allow,
      );
      return reply.code(created ? 201 : 200).send({ id });
    },
  });

  app.get('/push/subscriptions', {
    schema: {
      tags: ['push'],
      summary: "The member's own devices that get alerts",
      response: { 200: pushSubscriptionListSchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => ({ data: await listSubscriptions(app.db, (await requireMember(request)).memberId) }),
  });

  app.delete('/push/subscriptions/:id', {
    schema: {
      tags: ['push'],
      summary: "End one of the member's own devices (another's is 404)",
      params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      await unsubscribe(app.db, (await requireMember(request)).memberId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default pushRoutes;
