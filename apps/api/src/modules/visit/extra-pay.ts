// docs/architecture.md "The visit", more time: what an approved request adds, pro rata to the job's duration as it
// stands when the request is made. Each line's pay and the customer's price grow by amount × minutes ÷ duration,
// rounded to the nearest cent (half a cent up), in integers: exact below 2^53 (10^10 cents × 240 minutes is
// 2.4 × 10^12). The pay's growth is the sum of its lines', so a job's pay stays the sum of its lines.

export interface Booked {
  /** Minutes, as the job stands now (earlier approvals included). */
  duration: number;
  linePayoutCents: readonly number[];
  priceCents: number;
}

const share = (cents: number, minutes: number, duration: number) => Math.round((cents * minutes) / duration);

export function extraPay(
  job: Booked,
  minutes: number,
): { linePayoutCents: number[]; payoutCents: number; priceCents: number } {
  // A booking without a duration has no rate to grow by: nothing is added to its pay or price.
  const duration = job.duration > 0 ? job.duration : Number.POSITIVE_INFINITY;
  const linePayoutCents = job.linePayoutCents.map((cents) => share(cents, minutes, duration));
  return {
    linePayoutCents,
    payoutCents: linePayoutCents.reduce((sum, cents) => sum + cents, 0),
    priceCents: share(job.priceCents, minutes, duration),
  };
}
