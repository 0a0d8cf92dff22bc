import { sql } from 'drizzle-orm';
import { percentOfCents } from '@vendor-portal/contract/money';
import { DEFAULT_NO_SHOW_PAYOUT_PERCENT } from '@vendor-portal/contract/visit-rules';

// docs/architecture.md "The visit": a no-show earns its noShowCents, frozen at booking from the product's
// noShowPayoutPercent (default 50) of the job's pay. Read and written only here, so the percentages the
// catalogue gains (the "money" work) change this file alone.

/**
 * The no-show pay frozen at booking: each line's pay × its product's noShowPayoutPercent of today, rounded down to
 * the cent as every percent of pay is (percentOfCents, packages/contract/src/money.ts), as the cancellation pay is.
 */
export const noShowCentsAtBooking = (lines: readonly { payoutCents: number; percent: number }[]): number =>
  lines.reduce((sum, line) => sum + percentOfCents(line.payoutCents, line.percent), 0);

/** A booking's no-show pay; one booked before it was frozen earns the default share of its pay, by the same rule. */
export const noShowCentsOf = (row: { noShowCents: number | string | null; payoutCents: number }): number =>
  row.noShowCents == null ? percentOfCents(row.payoutCents, DEFAULT_NO_SHOW_PAYOUT_PERCENT) : Number(row.noShowCents);

/**
 * What a completed job `a` earns, in SQL: its no-show pay when it ended as a no-show, else its pay. Every sum of
 * earnings and payouts reads it (modules/earnings, ops/payouts), so a no-show counts once, at its own pay. The
 * default share is percentOfCents in SQL: bigint times the percent, divided by 100 in integers (rounded down, the
 * pay being ≥ 0), as noShowCentsOf computes it.
 */
export const earnedCents = (alias: string) =>
  sql.raw(
    `(case when ${alias}.outcome = 'no-show' then coalesce(${alias}.no_show_cents, (${alias}.payout_cents * ${DEFAULT_NO_SHOW_PAYOUT_PERCENT}) / 100) else ${alias}.payout_cents end)`,
  );
