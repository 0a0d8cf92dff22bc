import { z } from 'zod';
import { PAYOUT } from './messages/payout.ts';
import { dollarsToCents } from './money.ts';

/** The most a price may pay for one unit: $100,000.00. */
export const MAX_PAYOUT_CENTS = 10_000_000;

/** A unit's pay in cents: an integer from 0 to MAX_PAYOUT_CENTS, with the message for each refusal. */
export const payoutCentsSchema = z
  .number({ error: PAYOUT.notInteger })
  .int({ error: PAYOUT.notInteger })
  .min(0, { error: PAYOUT.negative })
  .max(MAX_PAYOUT_CENTS, { error: PAYOUT.tooLarge });

/** The default share of a job's pay that a late cancellation or a no-show earns (docs/architecture.md "The visit"). */
export const DEFAULT_PAYOUT_PERCENT = 50;

/** A product's cancellationPayoutPercent or noShowPayoutPercent: a whole percent from 0 to 100. */
export const payoutPercentSchema = z
  .number({ error: PAYOUT.percentInvalid })
  .int({ error: PAYOUT.percentInvalid })
  .min(0, { error: PAYOUT.percentInvalid })
  .max(100, { error: PAYOUT.percentInvalid });

/** The console's percent fields, as typed, held to the body's rule. */
export const payoutPercentsForm = z.object({
  cancellationPayoutPercent: z
    .string()
    .trim()
    .min(1, { error: PAYOUT.percentInvalid })
    .transform(Number)
    .pipe(payoutPercentSchema),
  noShowPayoutPercent: z
    .string()
    .trim()
    .min(1, { error: PAYOUT.percentInvalid })
    .transform(Number)
    .pipe(payoutPercentSchema),
});
export type PayoutPercentsFormValues = z.input<typeof payoutPercentsForm>;
export type PayoutPercentsForm = z.output<typeof payoutPercentsForm>;

/** Dollars as typed ("45", "45.5", "1,200.00"), turned into cents by the one parser (money.ts). */
const dollarsField = (notDollars: string) =>
  z
    .string()
    .refine((typed) => dollarsToCents(typed) !== null, { error: notDollars })
    .transform((typed) => dollarsToCents(typed)!)
    .pipe(payoutCentsSchema);

/**
 * The console's fields of a catalogue price (docs/how-to/forms.md), side by side (docs/architecture.md "The
 * visit"): the vendor's pay and what the customer pays for one unit, both in dollars as typed, held to the same
 * rule as the body's payoutCents and priceCents.
 */
export const priceAmountsForm = z.object({
  payout: dollarsField(PAYOUT.notDollars),
  price: dollarsField(PAYOUT.priceNotDollars),
});
export type PriceAmountsFormValues = z.input<typeof priceAmountsForm>;
export type PriceAmountsForm = z.output<typeof priceAmountsForm>;
