import { z } from 'zod';
import { FLAG_RULES, TIERS } from './tiers.ts';

// docs/architecture.md "Scorecard and tiers": GET /api/scorecard and GET /api/ops/quality. Every figure lists the
// jobs behind it (appointment ids): `jobIds` for `jobs`, `onTime.late` and `onTime.checkedIn`, `rating.appointmentIds`.

export const SCORECARD_DAYS = 28;
const ids = z.array(z.number().int());
const tierSchema = z.enum(TIERS);

export const scorecardFiguresSchema = z.object({
  /** Completed jobs in the window, no-shows included. */
  jobs: z.number().int(),
  jobIds: ids,
  onTime: z.object({
    /** Over the jobs checked in; null when none was. */
    rate: z.number().nullable(),
    /** The jobs checked in more than 15 minutes after their start. */
    late: ids,
    checkedIn: ids,
  }),
  /** Jobs handed back less than 48 hours before their start. */
  lateReleases: ids,
  /** Jobs closed as no-shows. */
  noShows: ids,
  rating: z.object({ average: z.number().nullable(), count: z.number().int(), appointmentIds: ids }),
});

export const scorecardSchema = z.object({
  data: scorecardFiguresSchema.extend({
    /** The window's first and last calendar day in the company's zone (YYYY-MM-DD). */
    from: z.string(),
    to: z.string(),
    days: z.literal(SCORECARD_DAYS),
    tier: tierSchema,
    next: z.object({ tier: tierSchema, missing: z.array(z.string()) }).nullable(),
  }),
});
export type Scorecard = z.infer<typeof scorecardSchema>['data'];

export const opsQualityQuery = z.object({
  flagged: z.enum(['true', 'false']).optional(),
});

export const opsQualityRowSchema = z.object({
  vendorId: z.number().int(),
  title: z.string(),
  reviewStatus: z.enum(['pending', 'approved', 'rejected']),
  tier: tierSchema,
  jobs: z.number().int(),
  onTimeRate: z.number().nullable(),
  lateReleases: z.number().int(),
  noShows: z.number().int(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  flagged: z.boolean(),
  /** Why, in words (empty when not flagged). */
  why: z.array(z.string()),
});
export type OpsQualityRow = z.infer<typeof opsQualityRowSchema>;
export const opsQualitySchema = z.object({
  data: z.array(opsQualityRowSchema),
  /** The rule the flag follows (on-time under minOnTime over ≥ minJobs jobs, or average under minAverage over ≥ minRatings). */
  rule: z.object({
    minJobs: z.literal(FLAG_RULES.minJobs),
    minOnTime: z.literal(FLAG_RULES.minOnTime),
    minRatings: z.literal(FLAG_RULES.minRatings),
    minAverage: z.literal(FLAG_RULES.minAverage),
  }),
});
