import { z } from 'zod';
import { bodyIdSchema } from './common.ts';
import { OPS_MONEY } from './messages/payout.ts';
import { dollarsToCents } from './money.ts';

// docs/architecture.md "Money that is fair": money in a vendor's week beside its jobs.

export const ADJUSTMENT_KINDS = ['manual', 'cancellation-fee', 'dispute'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The most an adjustment (or a dispute's amount) may be either way: $100,000.00. */
export const MAX_ADJUSTMENT_CENTS = 10_000_000;

/** An amount in cents: an integer, not 0, at most MAX_ADJUSTMENT_CENTS either way, each refusal with its message. */
export const adjustmentCentsSchema = z
  .number({ error: OPS_MONEY.amountNotInteger })
  .int({ error: OPS_MONEY.amountNotInteger })
  .refine((n) => n !== 0, { error: OPS_MONEY.amountZero })
  .refine((n) => Math.abs(n) <= MAX_ADJUSTMENT_CENTS, { error: OPS_MONEY.amountTooLarge });

export const adjustmentReasonSchema = z.string().trim().min(1, { error: OPS_MONEY.reasonRequired }).max(500);

/** POST /api/ops/adjustments (admin): in the vendor's current week. */
export const createAdjustmentBody = z.object({
  vendorId: bodyIdSchema,
  amountCents: adjustmentCentsSchema,
  reason: adjustmentReasonSchema,
});
export type CreateAdjustmentBody = z.infer<typeof createAdjustmentBody>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** GET /api/ops/adjustments?vendorId=N (staff): newest first, with who made each and when. */
export const adjustmentsQuery = z.object({ vendorId: z.coerce.number().int().positive() });
export const opsAdjustmentSchema = adjustmentSchema.extend({
  vendorId: z.number().int(),
  appointmentId: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type OpsAdjustment = z.infer<typeof opsAdjustmentSchema>;
export const opsAdjustmentListSchema = z.object({ data: z.array(opsAdjustmentSchema) });

/** The console's adjustment form: dollars as typed (a leading minus for a debit), in cents by the one parser (money.ts). */
export const adjustmentForm = z.object({
  amount: z
    .string()
    .refine((typed) => dollarsToCents(typed, { negative: true }) !== null, { error: OPS_MONEY.amountNotInteger })
    .transform((typed) => dollarsToCents(typed, { negative: true })!)
    .pipe(adjustmentCentsSchema),
  reason: adjustmentReasonSchema,
});
export type AdjustmentFormValues = z.input<typeof adjustmentForm>;
export type AdjustmentForm = z.output<typeof adjustmentForm>;
