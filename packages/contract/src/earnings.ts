import { z } from 'zod';
import { calendarDaySchema } from './common.ts';
import { EARNINGS } from './messages/earnings.ts';

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
  /** shared/ARCHITECTURE.md "Money that is fair": the week's adjustments, and its jobs' pay plus them. */
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
export const payoutsQuery = z.object({ weekStart: weekStartSchema });
export const payoutRowSchema = z.object({
  vendorId: z.number().int(),
  title: z.string(),
  completedCount: z.number().int(),
  completedCents: z.number().int(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;
export const payoutListSchema = z.object({ data: z.array(payoutRowSchema) });

export const createPayoutBody = z.object({
  vendorId: z.number().int().positive(),
  weekStart: weekStartSchema,
  reference: z.string().trim().min(1, { error: EARNINGS.referenceRequired }).max(100),
});
export type CreatePayoutBody = z.infer<typeof createPayoutBody>;
/** The console's payout form: the reference of the payment, as the body takes it. */
export const payoutReferenceForm = createPayoutBody.pick({ reference: true });
export type PayoutReferenceFormValues = z.input<typeof payoutReferenceForm>;
