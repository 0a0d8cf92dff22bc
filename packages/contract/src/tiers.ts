import { QUALITY } from './messages/quality.ts';

// docs/architecture.md "Scorecard and tiers": the one table of tiers. The server (the scorecard, the tier sweep,
// the console), the Scorecard page and the docs (`npm run docs:tiers`, apps/api/test/docs-tiers.test.ts, writes README's and docs/features.md's
// table from it) read it here; nobody writes the thresholds a second time.

export const TIERS = ['standard', 'pro', 'elite'] as const;
export type Tier = (typeof TIERS)[number];

/** What a tier needs over the scorecard's 28 days. */
export interface TierRule {
  tier: Exclude<Tier, 'standard'>;
  /** Completed jobs (no-shows included). */
  minJobs: number;
  /** On-time rate over the jobs checked in (0–1). */
  minOnTime: number;
  /** Rating average (stars)… */
  minAverage: number;
  /** …over at least this many ratings. */
  minRatings: number;
  /** No job handed back less than 48 hours before its start. */
  noLateRelease: boolean;
}

/** Highest first; a company is the first tier whose every line it meets, else `standard`. */
export const TIER_TABLE: readonly TierRule[] = [
  { tier: 'elite', minJobs: 10, minOnTime: 0.95, minAverage: 4.8, minRatings: 5, noLateRelease: true },
  { tier: 'pro', minJobs: 5, minOnTime: 0.9, minAverage: 4.5, minRatings: 3, noLateRelease: false },
];

/** A company's figures over the window, as the tier table reads them. */
export interface TierFigures {
  jobs: number;
  /** Null: no job checked in (nothing to measure: short of any minimum). */
  onTimeRate: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  lateReleases: number;
}

/** One line a company is short of, for the next tier. */
export type Shortfall =
  | { kind: 'jobs'; count: number }
  | { kind: 'onTime'; rate: number | null; needs: number }
  | { kind: 'ratings'; count: number }
  | { kind: 'average'; average: number; needs: number }
  | { kind: 'lateReleases'; count: number };

/** Rates compare at a hundredth of a percent, so 0.9 computed as 9/10 never misses 0.90 by a rounding. */
const atLeast = (value: number, min: number) => Math.round(value * 10_000) >= Math.round(min * 10_000);

/** What `figures` lacks for `rule`, line by line (empty: the rule is met). */
export function shortfalls(figures: TierFigures, rule: TierRule): Shortfall[] {
  const out: Shortfall[] = [];
  if (figures.jobs < rule.minJobs) out.push({ kind: 'jobs', count: rule.minJobs - figures.jobs });
  if (figures.onTimeRate === null || !atLeast(figures.onTimeRate, rule.minOnTime))
    out.push({ kind: 'onTime', rate: figures.onTimeRate, needs: rule.minOnTime });
  if (figures.ratingCount < rule.minRatings)
    out.push({ kind: 'ratings', count: rule.minRatings - figures.ratingCount });
  // With no rating yet, the count line says it all.
  if (figures.ratingAverage !== null && !atLeast(figures.ratingAverage, rule.minAverage))
    out.push({ kind: 'average', average: figures.ratingAverage, needs: rule.minAverage });
  if (rule.noLateRelease && figures.lateReleases > 0) out.push({ kind: 'lateReleases', count: figures.lateReleases });
  return out;
}

export interface TierResult {
  tier: Tier;
  /** The tier above and what is missing for it; null at the top. */
  next: { tier: Exclude<Tier, 'standard'>; missing: Shortfall[] } | null;
}

/** The tier of `figures` by TIER_TABLE, and what the next one needs. */
export function evaluateTier(figures: TierFigures): TierResult {
  const index = TIER_TABLE.findIndex((rule) => shortfalls(figures, rule).length === 0);
  const tier: Tier = index === -1 ? 'standard' : TIER_TABLE[index]!.tier;
  const nextRule = index === -1 ? TIER_TABLE[TIER_TABLE.length - 1]! : index > 0 ? TIER_TABLE[index - 1]! : null;
  return { tier, next: nextRule ? { tier: nextRule.tier, missing: shortfalls(figures, nextRule) } : null };
}

const percent = (rate: number) => Math.floor(rate * 100);

/** A shortfall in words, in the active language ("2 more completed jobs", "on time 88 %, needs 90 %"). */
export function shortfallText(s: Shortfall): string {
  switch (s.kind) {
    case 'jobs':
      return QUALITY.missingJobs({ count: s.count });
    case 'onTime':
      return s.rate === null
        ? QUALITY.missingOnTimeNone({ needs: percent(s.needs) })
        : QUALITY.missingOnTime({ rate: percent(s.rate), needs: percent(s.needs) });
    case 'ratings':
      return QUALITY.missingRatings({ count: s.count });
    case 'average':
      return QUALITY.missingAverage({ average: s.average.toFixed(2), needs: s.needs.toFixed(1) });
    case 'lateReleases':
      return QUALITY.missingLateReleases({ count: s.count });
  }
}

/** A tier's name, in the active language. */
export const tierName = (tier: Tier): string => QUALITY.tierName({ tier });

/** A rule's lines in words, in the active language (the table shown as it is: page and docs). */
export function ruleLines(rule: TierRule): string[] {
  return [
    QUALITY.ruleJobs({ count: rule.minJobs }),
    QUALITY.ruleOnTime({ needs: percent(rule.minOnTime) }),
    QUALITY.ruleAverage({ average: rule.minAverage.toFixed(1), count: rule.minRatings }),
    ...(rule.noLateRelease ? [QUALITY.ruleNoLateRelease] : []),
  ];
}

// docs/architecture.md "Scorecard and tiers": the console's flag, one rule for the console and the weekly mail.
export const FLAG_RULES = { minJobs: 5, minOnTime: 0.8, minRatings: 5, minAverage: 3.5 } as const;
export type FlagReason = 'on-time' | 'rating';

/** Why a company is flagged (empty: it is not). */
export function flagReasons(figures: TierFigures): FlagReason[] {
  const reasons: FlagReason[] = [];
  if (
    figures.jobs >= FLAG_RULES.minJobs &&
    figures.onTimeRate !== null &&
    !atLeast(figures.onTimeRate, FLAG_RULES.minOnTime)
  )
    reasons.push('on-time');
  if (
    figures.ratingCount >= FLAG_RULES.minRatings &&
    figures.ratingAverage !== null &&
    !atLeast(figures.ratingAverage, FLAG_RULES.minAverage)
  )
    reasons.push('rating');
  return reasons;
}

/** A flag's reason in words (the console is English; the mail is in the company's language). */
export function flagReasonText(reason: FlagReason, figures: TierFigures): string {
  return reason === 'on-time'
    ? QUALITY.flagOnTime({ rate: percent(figures.onTimeRate ?? 0), needs: percent(FLAG_RULES.minOnTime) })
    : QUALITY.flagRating({ average: (figures.ratingAverage ?? 0).toFixed(2), needs: FLAG_RULES.minAverage.toFixed(1) });
}
