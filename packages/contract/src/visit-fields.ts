import { z } from 'zod';

// docs/architecture.md "The visit": the visit's fields of an appointment answer, apart from the visit's texts, so
// every page that reads an appointment does not load them.

export const OUTCOMES = ['completed', 'no-show'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * The visit's fields of an appointment answer, each present once it has a value (a job nobody visited keeps
 * the SPEC's shape): arrival and departure, and how a closed job ended with the no-show's pay.
 */
/** More time: a request asks for 15 to 240 minutes (docs/architecture.md "The visit"). */
export const EXTRA_TIME_MIN_MINUTES = 15;
export const EXTRA_TIME_MAX_MINUTES = 240;
export const EXTRA_TIME_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type ExtraTimeStatus = (typeof EXTRA_TIME_STATUSES)[number];

export const visitFields = {
  checkedInAt: z.string().nullable().optional(),
  checkedOutAt: z.string().nullable().optional(),
  outcome: z.enum(OUTCOMES).nullable().optional(),
  noShowCents: z.number().int().optional(),
  /** What the technician wrote on closing the job as a no-show (present on a no-show that has one). */
  noShowNote: z.string().optional(),
  /** The requests for more time, oldest first; present once there is one. */
  extraTime: z
    .array(z.object({ id: z.number().int(), minutes: z.number().int(), status: z.enum(EXTRA_TIME_STATUSES) }))
    .optional(),
  /** Whether the job needs the customer's signature before completion (present when it does). */
  signatureRequired: z.boolean().optional(),
};
