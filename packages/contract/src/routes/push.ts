import { z } from 'zod';
import { errorBodySchema } from '../common.ts';
import {
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionIdSchema,
  pushSubscriptionListSchema,
} from '../push.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": every member turns alerts on for its own devices.
export const pushRoutes = {
  getPushKey: route({
    method: 'GET',
    path: '/api/push/key',
    who: 'signedIn',
    tags: ['push'],
    summary: 'The VAPID public key a browser subscribes with (base64url of the uncompressed P-256 point)',
    responses: { 200: pushKeySchema, ...errors(401, 404) },
  }),
  postPushSubscriptions: route({
    method: 'POST',
    path: '/api/push/subscriptions',
    examples: [
      {
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/attacker-device',
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      },
    ],
    who: 'signedIn',
    tags: ['push'],
    summary: "Keep this device's subscription (PushSubscription.toJSON()); the same endpoint again answers 200",
    body: pushSubscriptionBodySchema,
    responses: {
      200: pushSubscriptionIdSchema,
      201: pushSubscriptionIdSchema,
      400: errorBodySchema.meta({
        description:
          '`push-endpoint-refused`: not a URL as a browser writes it (spaces, a backslash, `https:/host`, letters beyond ASCII), or not https on a known push service, nor in PUSH_ENDPOINT_ALLOW.',
      }),
      ...errors(401, 404),
    },
  }),
  getPushSubscriptions: route({
    method: 'GET',
    path: '/api/push/subscriptions',
    who: 'signedIn',
    tags: ['push'],
    summary: "The member's own devices that get alerts",
    responses: { 200: pushSubscriptionListSchema, ...errors(401, 404) },
  }),
  deletePushSubscriptionsById: route({
    method: 'DELETE',
    path: '/api/push/subscriptions/:id',
    ids: { id: 'pushSubscription' },
    who: 'signedIn',
    tags: ['push'],
    summary: "End one of the member's own devices (another's is 404)",
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    responses: { 204: z.null(), ...errors(401, 404) },
  }),
  // The provider's staff (reviewer, admin) subscribe from the console the same way: their devices hear of jobs
  // still unclaimed 24 hours and 2 hours before their start. The ops token is no person: it has no devices.
  getOpsPushKey: route({
    method: 'GET',
    path: '/api/ops/push/key',
    who: { staff: 'read' },
    tags: ['push'],
    summary: 'The VAPID public key, for a staff device',
    responses: { 200: pushKeySchema },
  }),
  postOpsPushSubscriptions: route({
    method: 'POST',
    path: '/api/ops/push/subscriptions',
    who: { staff: 'read' },
    tags: ['push'],
    summary: "Keep this staff device's subscription; the same endpoint again answers 200",
    body: pushSubscriptionBodySchema,
    responses: {
      200: pushSubscriptionIdSchema,
      201: pushSubscriptionIdSchema,
      400: errorBodySchema.meta({
        description:
          '`push-endpoint-refused`: not a URL as a browser writes it (spaces, a backslash, `https:/host`, letters beyond ASCII), or not https on a known push service, nor in PUSH_ENDPOINT_ALLOW.',
      }),
      403: errorBodySchema.meta({ description: '`staff-only`: the ops token is no person and has no devices.' }),
    },
  }),
  getOpsPushSubscriptions: route({
    method: 'GET',
    path: '/api/ops/push/subscriptions',
    who: { staff: 'read' },
    tags: ['push'],
    summary: "The staff member's own devices that get alerts",
    responses: { 200: pushSubscriptionListSchema },
  }),
  deleteOpsPushSubscriptionsById: route({
    method: 'DELETE',
    path: '/api/ops/push/subscriptions/:id',
    who: { staff: 'read' },
    tags: ['push'],
    summary: "End one of the staff member's own devices (another's is 404)",
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    responses: { 204: z.null(), 404: errorBodySchema },
  }),
};
