import { z } from 'zod';
import { WEBHOOKS } from './messages/webhooks.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar" (issue 58): a company's
// webhook endpoints and their deliveries. Fixed contract: outside clients rely on the paths, codes and shapes.

/** Every event a webhook may ask for, as written in a delivery's `type`. */
export const WEBHOOK_EVENTS = [
  'job.offered',
  'job.claimed',
  'job.assigned',
  'job.released',
  'job.rescheduled',
  'job.cancelled',
  'job.checked-in',
  'job.completed',
  'message.received',
  'rating.published',
  'payout.paid',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The type of the event "Send a test event" sends (never one a change sends). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** How many endpoints a company may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Failed attempts in a row that switch an endpoint off (and mail the owner). */
export const WEBHOOK_FAILURES_TO_DISABLE = 50;
/** How many deliveries the log lists. */
export const WEBHOOK_DELIVERIES_LISTED = 100;

export const webhookUrlSchema = z
  .string({ error: WEBHOOKS.urlInvalid })
  .trim()
  .max(2000, { error: WEBHOOKS.urlInvalid })
  // The address's own rules (https, public) are the server's (lib/outbound.ts): here only its form.
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, { error: WEBHOOKS.urlInvalid });

/** The events asked for: at least one, each known (the message names `events`, not one item), once each. */
export const webhookEventsSchema = z
  .array(z.string({ error: WEBHOOKS.eventUnknown }), { error: WEBHOOKS.eventsRequired })
  .min(1, { error: WEBHOOKS.eventsRequired })
  .max(50, { error: WEBHOOKS.eventUnknown })
  .refine((events) => events.every((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e)), {
    error: WEBHOOKS.eventUnknown,
  })
  .transform((events) => [...new Set(events)] as WebhookEvent[]);

export const webhookCreateBody = z.object({ url: webhookUrlSchema, events: webhookEventsSchema }).strict();
export type WebhookCreateBody = z.input<typeof webhookCreateBody>;

export const webhookPatchBody = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    enabled: z.boolean().optional(),
    includeCustomer: z.boolean().optional(),
  })
  .strict();
export type WebhookPatchBody = z.input<typeof webhookPatchBody>;

/** An endpoint as listed: never its secret. */
export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  includeCustomer: z.boolean(),
  /** Health: when a delivery last succeeded, and failed attempts since. */
  lastSuccessAt: z.string().nullable(),
  failuresInARow: z.number().int(),
  /** Why the portal switched it off (`failures`), null otherwise. */
  disabledReason: z.enum(['failures']).nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to POST /api/webhooks: the secret, shown once. */
export const webhookCreatedSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: z.string(),
  enabled: z.literal(true),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookListSchema = z.object({ data: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  createdAt: z.string(),
  attempts: z.number().int(),
  /** The last attempt's HTTP status; null before any, or when no answer came. */
  lastStatus: z.number().int().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookQueuedSchema = z.object({ deliveryId: z.number().int() });

export const webhookIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const webhookDeliveryParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
