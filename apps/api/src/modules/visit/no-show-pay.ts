import { sql } from 'drizzle-orm';
import { DEFAULT_NO_SHOW_PAYOUT_PERCENT } from '@vendor-portal/contract/visit-rules';

// docs/architecture.md "The visit": a no-show earns its noShowCents, frozen at booking from the product's
// noShowPayoutPercent (default 50) of the job's pay. Read and written only here, so the percentages the
// catalogue gains (the "money" work) change this file alone.

/**
 * The no-show pay frozen at booking: each line's pay × its product's noShowPayoutPercent of today, rounded down to
 * the cent (never more than the pay), as the cancellation pay is. Exact: below 2^53.
 */
export const noShowCentsAtBooking = (lines: readonly { payoutCents: number; percent: number }[]): number =>
  lines.reduce((sum, line) => sum + Math.floor((line.payoutCents * line.percent) / 100), 0);

/** A booking's no-show pay; one booked before it was frozen earns the default share of its pay. */
export const noShowCentsOf = (row: { noShowCents: number | string | null; payoutCents: number }): number =>
  row.noShowCents == null
    ? Math.round((row.payoutCents * DEFAULT_NO_SHOW_PAYOUT_PERCENT) / 100)
    : Number(row.noShowCents);

/**
 * What a completed job `a` earns, in SQL: its no-show pay when it ended as a no-show, else its pay. Every sum of
 * earnings and payouts reads it (modules/earnings, ops/payouts), so a no-show counts once, at its own pay.
 */
export const earnedCents = (alias: string) =>
  sql.raw(
    `(case when ${alias}.outcome = 'no-show' then coalesce(${alias}.no_show_cents, round(${alias}.payout_cents * ${DEFAULT_NO_SHOW_PAYOUT_PERCENT} / 100.0)::bigint) else ${alias}.payout_cents end)`,
  );
