import { FUNNEL_STEPS, type FunnelStep, type Insights } from '@vendor-portal/contract/ops/insights';

/** Where most vendors stop: the step pair with the largest drop (the first one on a tie), or null when none drops. */
export function largestDrop(funnel: Insights['funnel']): { from: FunnelStep; to: FunnelStep; lost: number } | null {
  let best: { from: FunnelStep; to: FunnelStep; lost: number } | null = null;
  for (let i = 1; i < FUNNEL_STEPS.length; i++) {
    const from = FUNNEL_STEPS[i - 1]!;
    const to = FUNNEL_STEPS[i]!;
    const lost = funnel[from] - funnel[to];
    if (lost > 0 && (!best || lost > best.lost)) best = { from, to, lost };
  }
  return best;
}
