import { z } from 'zod';
import { bodyIdSchema, errorBodySchema } from './common.ts';
import { OFFERS_CONSOLE } from './messages/offers.ts';

// docs/architecture.md "Availability and dispatch", offers: the console offers an unclaimed job to one company for
// 5 minutes to a day. A file of its own, apart from availability.ts, so that only the console's Bookings loads it.

/** Offers last 5 minutes to a day. */
export const OFFER_MINUTES = { min: 5, max: 1440 } as const;
/** POST /api/ops/appointments/{id}/offer (staff: reviewer or admin). */
export const offerBody = z.object({
  vendorId: bodyIdSchema,
  minutes: z
    .number({ error: OFFERS_CONSOLE.offerMinutes })
    .int({ error: OFFERS_CONSOLE.offerMinutes })
    .min(OFFER_MINUTES.min, { error: OFFERS_CONSOLE.offerMinutes })
    .max(OFFER_MINUTES.max, { error: OFFERS_CONSOLE.offerMinutes }),
});
export type OfferBody = z.infer<typeof offerBody>;
export const offerAnswerSchema = z.object({ vendorId: z.number().int(), expiresAt: z.string() });
/** The console's offer form: the company picked from a list (its id as text) and the minutes as typed. */
export const offerForm = z.object({
  vendorId: z.string().regex(/^\d+$/, { error: OFFERS_CONSOLE.offerCompanyPick }).transform(Number),
  minutes: z.coerce
    .number({ error: OFFERS_CONSOLE.offerMinutes })
    .int({ error: OFFERS_CONSOLE.offerMinutes })
    .min(OFFER_MINUTES.min, { error: OFFERS_CONSOLE.offerMinutes })
    .max(OFFER_MINUTES.max, { error: OFFERS_CONSOLE.offerMinutes }),
});
export type OfferFormValues = z.input<typeof offerForm>;
export type OfferForm = z.output<typeof offerForm>;

/** The 409 of an offer a company may not take: `reason` is the eligibility rule's code. */
export const offerRefusedSchema = errorBodySchema.extend({ reason: z.string().optional() });
