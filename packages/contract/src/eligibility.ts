import { z } from 'zod';
import { unclaimedItemSchema } from './appointments.ts';
import { ERROR_CODES } from './errors.ts';

// Trust: who may see and claim jobs, and why not (docs/architecture.md, "Trust: eligibility
// and email verification"). The codes are a contract with outside clients: keep them exactly.

const { agreementRequired, emailUnverified, vendorPendingReview, vendorRejected, serviceNotOffered, documentExpired } =
  ERROR_CODES;
/** The codes of the error table that refuse a claim, in the order a vendor should fix them. */
export const ELIGIBILITY_CODES = {
  agreementRequired,
  emailUnverified,
  vendorPendingReview,
  vendorRejected,
  serviceNotOffered,
  documentExpired,
} as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[keyof typeof ELIGIBILITY_CODES];

export const eligibilityReasonSchema = z.object({ code: z.enum(ELIGIBILITY_CODES), message: z.string() });
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

export const eligibilitySchema = z.object({ canClaim: z.boolean(), reasons: z.array(eligibilityReasonSchema) });
export type Eligibility = z.infer<typeof eligibilitySchema>;

const productRefSchema = z.object({ id: z.number().int(), title: z.string() });

/**
 * An open job in a zip code the vendor serves for some product, that needs a product the vendor
 * does not offer there. No customer data: service, date, city, zip code and length only.
 */
export const nearbyItemSchema = z.object({
  appointmentId: z.number().int(),
  actualDateTime: z.string().nullable(),
  appointmentLength: z.number().int(),
  city: z.string(),
  zipCode: z.string(),
  timeZone: z.string(),
  /** docs/product-spec.md §9 Scheduling kinds: a date-only job is read as its day alone (issue 54 item 13). */
  schedulingKind: z.enum(['date', 'datetime']),
  products: z.array(productRefSchema),
  /** What the vendor would have to offer in this zip code to claim the job. */
  missingProducts: z.array(productRefSchema),
  /** What the job pays (docs/architecture.md "Pay and earnings": pay is shown before a vendor may claim; absent for the office while the owner keeps pay from the crew). */
  payoutCents: z.number().int().optional(),
});
export type NearbyItem = z.infer<typeof nearbyItemSchema>;

/** GET /appointment/unclaimed: the SPEC's `{data}` plus why the vendor may not claim, and nearby jobs. */
export const unclaimedResponseSchema = z.object({
  data: z.array(unclaimedItemSchema),
  eligibility: eligibilitySchema,
  nearby: z.array(nearbyItemSchema),
});
export type UnclaimedResponse = z.infer<typeof unclaimedResponseSchema>;
