import { z } from 'zod';
import { errorBodySchema } from '../common.ts';
import {
  webhookCreateBody,
  webhookCreatedSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParams,
  webhookIdParams,
  webhookListSchema,
  webhookPatchBody,
  webhookQueuedSchema,
  webhookSchema,
} from '../webhooks.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": the owner's webhook
// endpoints, their deliveries (Standard Webhooks, sent by the one queue) and a test event.
const refused = errorBodySchema.meta({
  description:
    '`url-not-allowed`: not https, or the address resolves to a private, loopback, link-local or other non-public address; `validation-error` for an unknown event or more than 10 webhooks (the message names the field).',
});

export const webhooksRoutes = {
  postWebhooks: route({
    method: 'POST',
    path: '/api/webhooks',
    examples: [{ body: { url: 'https://hooks.example.com/portal', events: ['job.claimed'] } }],
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary: 'Add a webhook endpoint: its secret (`whsec_` and base64 of 32 random bytes) is in this answer only',
    body: webhookCreateBody,
    responses: { 201: webhookCreatedSchema, 400: refused, ...errors(401, 404) },
  }),
  getWebhooks: route({
    method: 'GET',
    path: '/api/webhooks',
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary: "The company's webhook endpoints with their health (last success, failures in a row), no secret",
    responses: { 200: webhookListSchema, ...errors(401, 404) },
  }),
  patchWebhooksById: route({
    method: 'PATCH',
    path: '/api/webhooks/:id',
    params: webhookIdParams,
    ids: { id: 'webhookEndpoint' },
    examples: [{ body: { enabled: true } }],
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary:
      'Change an endpoint: its URL, events, whether it is on (turning it on clears its failures) and whether events carry the customer’s email and phone',
    body: webhookPatchBody,
    responses: { 200: webhookSchema, 400: refused, ...errors(401, 404) },
  }),
  deleteWebhooksById: route({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    params: webhookIdParams,
    ids: { id: 'webhookEndpoint' },
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary: 'Delete an endpoint: nothing more is sent to it, what was queued is dropped',
    responses: { 204: z.null(), ...errors(401, 404) },
  }),
  getWebhooksByIdDeliveries: route({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    params: webhookIdParams,
    ids: { id: 'webhookEndpoint' },
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary: "The endpoint's last 100 deliveries, newest first",
    responses: { 200: webhookDeliveryListSchema, ...errors(401, 404) },
  }),
  postWebhooksByIdDeliveriesByDeliveryIdRetry: route({
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/retry',
    params: webhookDeliveryParams,
    ids: { id: 'webhookEndpoint', deliveryId: 'webhookDelivery' },
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary: 'Send a delivery again (the same `webhook-id` and body), now',
    responses: { 202: webhookQueuedSchema, ...errors(401, 404) },
  }),
  postWebhooksByIdTest: route({
    method: 'POST',
    path: '/api/webhooks/:id/test',
    params: webhookIdParams,
    ids: { id: 'webhookEndpoint' },
    who: { member: 'integrations' },
    tags: ['webhooks'],
    summary: 'Send a test event (`webhook.test`) to the endpoint now, whether or not it is on',
    responses: { 202: webhookQueuedSchema, ...errors(401, 404) },
  }),
};
