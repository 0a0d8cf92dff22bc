import { z } from 'zod';

// docs/architecture.md "Alerts on the phone (Web Push)": the key, the subscriptions and the message a device
// receives. Fixed contract: outside clients and tests rely on these paths, names and shapes.

export const PUSH_KEY_PATH = '/api/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

/** GET /api/push/key: the VAPID public key, base64url of the 65-byte uncompressed P-256 point. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'Use base64url.' });

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().min(1).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionIdSchema = z.object({ id: z.number().int() });

/** One of the member's devices: the browser it said it was, and when it subscribed. */
export const pushSubscriptionItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  userAgent: z.string(),
});
export type PushSubscriptionItem = z.infer<typeof pushSubscriptionItemSchema>;
export const pushSubscriptionListSchema = z.object({ data: z.array(pushSubscriptionItemSchema) });

/** `unclaimed` goes to the provider's staff only (a job still unclaimed 24 hours and 2 hours before its start). */
export const PUSH_TYPES = [
  'new-job',
  'assigned',
  'unassigned',
  'rescheduled',
  'cancelled',
  'offered',
  'unclaimed',
  /** A customer rated a job of the company (owner and office). */
  'rated',
  // The customer's phone (docs/architecture.md "The customer's page"): its booking's news, the tap opens /job.
  'job-update',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** The decrypted body of every message: `url` is the portal path a tap opens. */
export const pushMessageSchema = z.object({
  type: z.enum(PUSH_TYPES),
  appointmentId: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The push services a subscription may point at (https only): FCM, Mozilla, Apple, Microsoft (WNS). */
export const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
] as const;
