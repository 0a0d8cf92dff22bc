import { z } from 'zod';

// The marketplace at a glance (docs/architecture.md "The marketplace at a glance"): the console's
// overview for reviewers and admins. GET /api/ops/insights and its shape are fixed (docs/architecture.md
// "The marketplace at a glance: the call"); the drill-downs under /api/ops/insights/... and their CSV exports are ours.

/** ?days=N: the period, 1–365 days back from now (default 30). */
export const insightsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export type InsightsQuery = z.infer<typeof insightsQuery>;

/** The periods the console offers (any 1–365 is accepted). */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;

/** The funnel's steps, in order: each a subset of the one before (vendors who signed up in the period). */
export const FUNNEL_STEPS = ['signedUp', 'verified', 'approved', 'claimedOnce'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const count = z.number().int().min(0);
/** Minutes, or null when nothing was claimed in the period. */
const minutes = z.number().nullable();

export const coverageGapSchema = z.object({
  zipCode: z.string(),
  productId: z.number().int(),
  productTitle: z.string(),
  openJobs: count,
});
export type CoverageGap = z.infer<typeof coverageGapSchema>;

/** GET /api/ops/insights?days=N (fixed). */
export const insightsSchema = z.object({
  data: z.object({
    funnel: z.object({ signedUp: count, verified: count, approved: count, claimedOnce: count }),
    timeToClaim: z.object({ count, p50Minutes: minutes, p90Minutes: minutes }),
    openJobs: z.object({ total: count, olderThan24h: count }),
    coverageGaps: z.array(coverageGapSchema),
    /** Booking commit to each new-job alert handed to the push service or the mail transport (ms; null: none). */
    alerts: z.object({ count, p50Ms: z.number().nullable(), p99Ms: z.number().nullable() }),
    /**
     * Issue 57: the marketplace's rating average over the ratings that count received in the period (null: none),
     * and how many companies each tier holds now (the tier sweep's stored tiers).
     */
    quality: z.object({
      ratingAverage: z.number().nullable(),
      ratingCount: count,
      tiers: z.object({ standard: count, pro: count, elite: count }),
    }),
  }),
});
export type Insights = z.infer<typeof insightsSchema>['data'];

// ── Drill-downs ──────────────────────────────────────────────────────────────
/** GET /api/ops/insights/funnel/{step}?days=N: the vendors who reached the step, oldest sign-up first. */
export const funnelStepParams = z.object({ step: z.enum(FUNNEL_STEPS) });
export const funnelVendorSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  email: z.string(),
  zipCode: z.string(),
  signedUpAt: z.string(),
  /** The last step the vendor reached: where it stopped when it is this step. */
  furthestStep: z.enum(FUNNEL_STEPS),
});
export type FunnelVendor = z.infer<typeof funnelVendorSchema>;
export const funnelVendorListSchema = z.object({ data: z.array(funnelVendorSchema) });

/** One row of time to claim: a week (its Monday, UTC) or a service. */
const claimFigures = { count, p50Minutes: minutes, p90Minutes: minutes };
export const claimWeekSchema = z.object({ weekStart: z.string(), ...claimFigures });
export type ClaimWeek = z.infer<typeof claimWeekSchema>;
export const claimServiceSchema = z.object({ productId: z.number().int(), productTitle: z.string(), ...claimFigures });
export type ClaimService = z.infer<typeof claimServiceSchema>;
/** GET /api/ops/insights/time-to-claim?days=N: per week (oldest first) and per service. */
export const timeToClaimSchema = z.object({
  data: z.object({ weeks: z.array(claimWeekSchema), services: z.array(claimServiceSchema) }),
});
export type TimeToClaim = z.infer<typeof timeToClaimSchema>['data'];

/** How long an open job has waited since it was booked. */
export const JOB_AGE_BUCKETS = ['underAnHour', 'underADay', 'older'] as const;
export type JobAgeBucket = (typeof JOB_AGE_BUCKETS)[number];
export const openJobSchema = z.object({
  id: z.number().int(),
  zipCode: z.string(),
  actualDateTime: z.string().nullable(),
  bookedAt: z.string(),
  ageBucket: z.enum(JOB_AGE_BUCKETS),
  services: z.string(),
  /** The property's zone, in which the console writes the job's time (issue 38 item 3). */
  timeZone: z.string(),
  /** A date-only booking (docs/product-spec.md §9): written as its day, without the stored time. */
  dateOnly: z.boolean(),
});
export type OpenJob = z.infer<typeof openJobSchema>;
/** GET /api/ops/insights/open-jobs: open future jobs, the oldest booking first (at most 500), and counts per age. */
export const openJobListSchema = z.object({
  data: z.array(openJobSchema),
  counts: z.object({ underAnHour: count, underADay: count, older: count }),
});
export type OpenJobList = z.infer<typeof openJobListSchema>;

/**
 * Why a vendor is near a gap: it serves the service in a neighbouring zip code (the same 3-digit
 * prefix), serves the zip code without the service, or serves both but is blocked (an expired
 * document, a missing agreement, not approved...).
 */
export const NEAR_REASONS = ['neighbouringZip', 'zipWithoutService', 'blocked'] as const;
export type NearReason = (typeof NEAR_REASONS)[number];
export const nearVendorSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reason: z.enum(NEAR_REASONS),
});
export const coverageGapDetailSchema = coverageGapSchema.extend({ nearest: z.array(nearVendorSchema) });
export type CoverageGapDetail = z.infer<typeof coverageGapDetailSchema>;
/** GET /api/ops/insights/coverage-gaps: each gap with up to 5 vendors nearest to filling it. */
export const coverageGapListSchema = z.object({ data: z.array(coverageGapDetailSchema) });

/** GET /api/ops/insights/export/{view}?days=N: one view as CSV. */
export const INSIGHTS_VIEWS = ['funnel', 'time-to-claim', 'open-jobs', 'coverage-gaps', 'quality'] as const;
export type InsightsView = (typeof INSIGHTS_VIEWS)[number];
export const insightsExportParams = z.object({ view: z.enum(INSIGHTS_VIEWS) });
