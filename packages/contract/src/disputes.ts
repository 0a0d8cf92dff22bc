import { z } from 'zod';
import { bodyIdSchema, errorBodySchema } from './common.ts';
import { adjustmentCentsSchema } from './adjustments.ts';
import { weekStartSchema } from './earnings.ts';
import { MONEY } from './messages/money.ts';
import { OPS_MONEY } from './messages/payout.ts';
import { PAYOUT } from './messages/payout.ts';
import { dollarsToCents } from './money.ts';

// docs/architecture.md "Money that is fair": a company disputes a week (or one of its jobs) in the portal; an
// admin closes it only with a written response, and an amount owed becomes an adjustment.

export const DISPUTE_STATUSES = ['open', 'resolved', 'rejected'] as const;

export const createDisputeBody = z.object({
  weekStart: weekStartSchema,
  appointmentId: bodyIdSchema.optional(),
  message: z.string().trim().min(1, { error: MONEY.disputeMessageRequired }).max(2000),
});
export type CreateDisputeBody = z.infer<typeof createDisputeBody>;

export const disputeSchema = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  appointmentId: z.number().int().nullable(),
  message: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  response: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputeListSchema = z.object({ data: z.array(disputeSchema) });
export const createdDisputeSchema = z.object({ id: z.number().int(), status: z.literal('open') });
/** 409 of POST /api/disputes: one is already open about that job, or that whole week; `disputeId` names it. */
export const disputeAlreadyOpenSchema = errorBodySchema.extend({ disputeId: z.number().int().optional() }).meta({
  description: '`conflict`: a dispute about that job, or about that whole week, is already open; `disputeId` names it.',
});

export const opsDisputesQuery = z.object({ status: z.enum(DISPUTE_STATUSES).optional() });
export const opsDisputeSchema = disputeSchema.extend({ vendorId: z.number().int(), title: z.string() });
export const opsDisputeListSchema = z.object({ data: z.array(opsDisputeSchema) });

export const resolveDisputeBody = z
  .object({
    status: z.enum(['resolved', 'rejected']),
    response: z.string().trim().min(1, { error: OPS_MONEY.disputeResponseRequired }).max(2000),
    amountCents: adjustmentCentsSchema.optional(),
  })
  .refine((b) => b.status === 'resolved' || b.amountCents === undefined, {
    error: OPS_MONEY.disputeRejectedWithAmount,
    path: ['amountCents'],
  });
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBody>;

/**
 * The console's answer form (docs/how-to/forms.md): the amount owed typed in dollars ("25", "25.50"; empty:
 * none), turned into cents by the one parser (money.ts), then held to the body's rules.
 */
export const resolveDisputeForm = z
  .object({
    status: z.enum(['resolved', 'rejected']),
    response: z.string(),
    amount: z
      .string()
      .refine((typed) => typed.trim() === '' || dollarsToCents(typed) !== null, { error: PAYOUT.notDollars })
      .transform((typed) => (typed.trim() === '' ? undefined : dollarsToCents(typed)!)),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, ...(amount === undefined ? {} : { amountCents: amount }) }))
  .pipe(resolveDisputeBody);
export type ResolveDisputeFormValues = z.input<typeof resolveDisputeForm>;
