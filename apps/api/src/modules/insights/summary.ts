import type { Insights } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { alertLatencySummary } from './alert-latency.ts';
import { coverageGaps } from './coverage-gaps.ts';
import { funnelCounts } from './funnel.ts';
import { openJobsSummary } from './open-jobs.ts';
import { withoutJit } from './period.ts';
import { timeToClaimSummary } from './time-to-claim.ts';
import { qualitySummary } from './quality.ts';

/** GET /api/ops/insights: each figure is one query, run side by side (each on its own connection, JIT off). */
export async function marketplaceInsights(db: Db, days: number): Promise<Insights> {
  const [funnel, timeToClaim, openJobs, gaps, alerts, quality] = await Promise.all([
    withoutJit(db, (tx) => funnelCounts(tx, days)),
    withoutJit(db, (tx) => timeToClaimSummary(tx, days)),
    withoutJit(db, openJobsSummary),
    withoutJit(db, coverageGaps),
    withoutJit(db, (tx) => alertLatencySummary(tx, days)),
    withoutJit(db, (tx) => qualitySummary(tx, days)),
  ]);
  return { funnel, timeToClaim, openJobs, coverageGaps: gaps, alerts, quality };
}
