import type { Insights } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { coverageGaps } from './coverage-gaps.ts';
import { funnelCounts } from './funnel.ts';
import { openJobsSummary } from './open-jobs.ts';
import { timeToClaimSummary } from './time-to-claim.ts';

/** GET /api/ops/insights: each figure is one query, run side by side. */
export async function marketplaceInsights(db: Db, days: number): Promise<Insights> {
  const [funnel, timeToClaim, openJobs, gaps] = await Promise.all([
    funnelCounts(db, days),
    timeToClaimSummary(db, days),
    openJobsSummary(db),
    coverageGaps(db),
  ]);
  return { funnel, timeToClaim, openJobs, coverageGaps: gaps };
}
