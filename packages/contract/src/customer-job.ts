import { z } from 'zod';
import { pushSubscriptionBodySchema } from './push.ts';
import { CUSTOMER_JOB } from './messages/customer-job.ts';

// docs/architecture.md "The customer's page": what the customer's own link answers, and nothing else (no member's
// email or phone, no company address, no pay, nothing of another booking).

/** The stage of the booking as the customer reads it. */
export const CUSTOMER_JOB_STATUSES = [
  'booked',
  'claimed',
  'on-my-way',
  'arrived',
  'completed',
  'no-show',
  'cancelled',
] as const;
export type CustomerJobStatus = (typeof CUSTOMER_JOB_STATUSES)[number];

/** The customer's link: a token of 43 base64url characters (256 bits); anything longer is not one. */
const jobToken = z.string().min(1).max(200);
export const publicJobQuery = z.object({ token: jobToken });

const isoOrNull = z.string().nullable();

export const customerJobSchema = z.object({
  status: z.enum(CUSTOMER_JOB_STATUSES),
  /** The services as booked, in a list of the customer's language. */
  service: z.string(),
  /** The start (ISO); read in `timeZone`, the property's zone. */
  when: isoOrNull,
  schedulingKind: z.enum(['date', 'datetime']),
  timeZone: z.string(),
  company: z.object({ name: z.string() }).nullable(),
  technician: z.object({ firstName: z.string() }).nullable(),
  /** The arrival the last "on my way" announced (ISO), while the technician is on the way or has arrived. */
  etaAt: isoOrNull,
  checkedInAt: isoOrNull,
  completedAt: isoOrNull,
  extraTime: z.array(
    z.object({
      id: z.number().int(),
      minutes: z.number().int(),
      status: z.enum(['pending', 'approved', 'declined', 'expired']),
      priceCents: z.number().int(),
    }),
  ),
  canRate: z.boolean(),
  rating: z
    .object({
      stars: z.number().int(),
      tags: z.array(z.string()),
      comment: z.string().nullable(),
      reply: z.string().nullable(),
    })
    .nullable(),
});
export type CustomerJob = z.infer<typeof customerJobSchema>;
export const customerJobAnswer = z.object({ data: customerJobSchema });

// docs/architecture.md "Messages about the job": one thread per booking between its customer and the company.
export const MESSAGE_MAX_LENGTH = 2000;
const VISIBLE_CHARACTER = /[^\s\p{Cf}]/u;
/** A message's text: 1 to 2,000 characters once trimmed; plain text, shown escaped. */
export const messageText = z
  .string({ error: CUSTOMER_JOB.messageEmpty })
  .trim()
  .refine((text) => VISIBLE_CHARACTER.test(text), { error: CUSTOMER_JOB.messageEmpty, abort: true })
  .max(MESSAGE_MAX_LENGTH, { error: CUSTOMER_JOB.messageTooLong });
export const jobMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['customer', 'company']),
  /** The member's first name, or the customer's. */
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;
export const jobMessagesAnswer = z.object({ data: z.array(jobMessageSchema) });
export const jobMessageBody = z.object({ body: messageText });
export const publicJobMessageBody = z.object({ token: jobToken, body: messageText });

/** POST /api/public/job/push: the customer's phone, for this booking (the members' push service rules). */
export const publicJobPushBody = z.object({ token: jobToken, subscription: pushSubscriptionBodySchema });
