import { z } from 'zod';
import { PAYOUT } from './messages/payout.ts';

/** The most a price may pay for one unit: $100,000.00. */
export const MAX_PAYOUT_CENTS = 10_000_000;

/** A unit's pay in cents: an integer from 0 to MAX_PAYOUT_CENTS, with the message for each refusal. */
export const payoutCentsSchema = z
  .number({ error: PAYOUT.notInteger })
  .int({ error: PAYOUT.notInteger })
  .min(0, { error: PAYOUT.negative })
  .max(MAX_PAYOUT_CENTS, { error: PAYOUT.tooLarge });
