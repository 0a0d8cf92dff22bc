import { proRataCents } from '@vendor-portal/contract/money';

// docs/architecture.md "The visit", more time: what an approved request adds, pro rata to the job's duration as it
// stands when the request is made. Each line's pay and the customer's price grow by amount × minutes ÷ duration,
// rounded to the nearest cent (half a cent up): proRataCents, packages/contract/src/money.ts. The pay's growth is
// the sum of its lines', so a job's pay stays the sum of its lines.

export interface Booked {
  /** Minutes, as the job stands now (earlier approvals included). */
  duration: number;
  linePayoutCents: readonly number[];
  priceCents: number;
}

export function extraPay(
  job: Booked,
  minutes: number,
): { linePayoutCents: number[]; payoutCents: number; priceCents: number } {
  // A booking without a duration has no rate to grow by: nothing is added to its pay or price.
  const duration = job.duration > 0 ? job.duration : Number.POSITIVE_INFINITY;
  const linePayoutCents = job.linePayoutCents.map((cents) => proRataCents(cents, minutes, duration));
  return {
    linePayoutCents,
    payoutCents: linePayoutCents.reduce((sum, cents) => sum + cents, 0),
    priceCents: proRataCents(job.priceCents, minutes, duration),
  };
}
