import { z } from 'zod';
import { calendarDaySchema } from './common.ts';
import { EARNINGS } from './messages/earnings.ts';
import { OPS_MONEY } from './messages/payout.ts';

// docs/architecture.md "Pay and earnings": a week is Monday to Sunday in the vendor's zone.

/** A calendar day that is a Monday (a week's first day). */
export const weekStartSchema = calendarDaySchema.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, {
  error: EARNINGS.weekStartNotMonday,
});

export const EARNINGS_WEEKS_DEFAULT = 12;
export const earningsQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(EARNINGS_WEEKS_DEFAULT),
});

export const earningsWeekSchema = z.object({
  weekStart: z.string(),
  completedCount: z.number().int(),
  completedCents: z.number().int(),
  /** docs/architecture.md "Money that is fair": the week's adjustments, and its jobs' pay plus them. */
  adjustmentsCents: z.number().int(),
  totalCents: z.number().int(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type EarningsWeek = z.infer<typeof earningsWeekSchema>;

/** GET /api/earnings: exactly N weeks, newest first (the current week included), and what is claimed but not done. */
export const earningsSchema = z.object({
  data: z.object({
    weeks: z.array(earningsWeekSchema),
    upcomingCount: z.number().int(),
    upcomingCents: z.number().int(),
  }),
});
export type Earnings = z.infer<typeof earningsSchema>['data'];

/** GET /api/earnings/statement: the week's CSV. */
export const statementQuery = z.object({ weekStart: weekStartSchema });

// ── Payouts (staff) ──────────────────────────────────────────────────────────
/**
 * GET /api/ops/payouts: one week (`weekStart`), or `status=unpaid`: every ended, unpaid week of every company
 * with work or adjustments, oldest first (docs/architecture.md "Money that is fair").
 */
export const payoutsQuery = z
  .object({ weekStart: weekStartSchema.optional(), status: z.literal('unpaid').optional() })
  .refine((q) => (q.weekStart === undefined) !== (q.status === undefined), {
    error: OPS_MONEY.weekOrUnpaid,
  });
export const payoutRowSchema = z.object({
  vendorId: z.number().int(),
  title: z.string(),
  weekStart: z.string(),
  completedCount: z.number().int(),
  completedCents: z.number().int(),
  /** The week's adjustments, and what it pays in all (64-bit sums, exact as numbers below 2^53). */
  adjustmentsCents: z.number().int(),
  totalCents: z.number().int(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;
export const payoutTotalsSchema = z.object({
  weeks: z.number().int(),
  completedCents: z.number().int(),
  adjustmentsCents: z.number().int(),
  totalCents: z.number().int(),
});
export const payoutListSchema = z.object({ data: z.array(payoutRowSchema), totals: payoutTotalsSchema });
export type PayoutList = z.infer<typeof payoutListSchema>;

/** GET /api/ops/payouts/export?weekStart= (admin): that week's unpaid totals as CSV for the bank. */
export const payoutExportQuery = z.object({ weekStart: weekStartSchema });

export const createPayoutBody = z.object({
  vendorId: z.number().int().positive(),
  weekStart: weekStartSchema,
  reference: z.string().trim().min(1, { error: OPS_MONEY.referenceRequired }).max(100),
});
export type CreatePayoutBody = z.infer<typeof createPayoutBody>;

/**
 * POST /api/ops/payouts/batch (admin): several weeks at once, each with its reference, each paid once: one
 * already paid (409 `already-paid`) does not stop the others, and the answer says which went through.
 */
export const payoutBatchBody = z.object({ payouts: z.array(createPayoutBody).min(1).max(200) });
export const payoutBatchResultSchema = z.object({
  data: z.array(
    z.object({
      vendorId: z.number().int(),
      weekStart: z.string(),
      statusCode: z.number().int(),
      code: z.string().nullable(),
      payout: payoutRowSchema.nullable(),
    }),
  ),
});
export type PayoutBatchResult = z.infer<typeof payoutBatchResultSchema>;
/** The console's payout form: the reference of the payment, as the body takes it. */
export const payoutReferenceForm = createPayoutBody.pick({ reference: true });
export type PayoutReferenceFormValues = z.input<typeof payoutReferenceForm>;
