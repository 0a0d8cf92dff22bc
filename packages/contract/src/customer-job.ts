import { z } from 'zod';

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
