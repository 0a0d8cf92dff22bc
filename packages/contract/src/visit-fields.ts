import { z } from 'zod';

// docs/architecture.md "The visit": the visit's fields of an appointment answer, apart from the visit's texts, so
// every page that reads an appointment does not load them.

export const OUTCOMES = ['completed', 'no-show'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * The visit's fields of an appointment answer, each present once it has a value (a job nobody visited keeps
 * the SPEC's shape): arrival and departure, and how a closed job ended with the no-show's pay.
 */
export const visitFields = {
  checkedInAt: z.string().nullable().optional(),
  checkedOutAt: z.string().nullable().optional(),
  outcome: z.enum(OUTCOMES).nullable().optional(),
  noShowCents: z.number().int().optional(),
};
