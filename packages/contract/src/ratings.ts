import { z } from 'zod';
import { RATINGS } from './messages/ratings.ts';
import { publicJobQuery } from './customer-job.ts';

// docs/architecture.md "Ratings and the right of reply": the booking's own customer rates a completed job once,
// within 30 days; the rating is held 72 hours for the company's reply or appeal before it counts.

/** The tags a customer may pick, in the form's order (the good ones first). */
export const RATING_TAGS = ['on-time', 'friendly', 'quality', 'tidy', 'late', 'rude', 'incomplete', 'damage'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

/** How long a rating is held before it counts (unless appealed). */
export const RATING_HOLD_HOURS = 72;
/** How long after completion a job may be rated. */
export const RATING_WINDOW_DAYS = 30;
/** The longest comment, reply and appeal reason. */
export const RATING_TEXT_MAX = 1000;

/** The states of a rating as the company and staff read it. */
export const RATING_STATUSES = ['held', 'published', 'appealed', 'removed'] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** What a customer sends: 1 to 5 whole stars, tags of the list (each once), an optional comment. */
export const ratingInput = z.object({
  stars: z
    .number({ error: RATINGS.starsInvalid })
    .int({ error: RATINGS.starsInvalid })
    .min(1, { error: RATINGS.starsInvalid })
    .max(5, { error: RATINGS.starsInvalid }),
  tags: z
    .array(z.enum(RATING_TAGS, { error: RATINGS.tagUnknown }))
    .max(RATING_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, { error: RATINGS.tagUnknown })
    .default([]),
  comment: z
    .string()
    .trim()
    .max(RATING_TEXT_MAX, { error: RATINGS.commentTooLong })
    .nullish()
    .transform((c) => (c ? c : null)),
});
export type RatingInput = z.input<typeof ratingInput>;

/** A reply or an appeal's reason: 1 to 1,000 characters once trimmed. */
const answerText = (empty: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(RATING_TEXT_MAX, { error: RATINGS.textTooLong });
export const ratingReplyBody = z.object({ body: answerText(RATINGS.replyEmpty) });
export const ratingAppealBody = z.object({ reason: answerText(RATINGS.reasonEmpty) });

export const ratingSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  stars: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** When it started to count (ISO); null while held, appealed or removed. */
  publishedAt: z.string().nullable(),
  status: z.enum(RATING_STATUSES),
  reply: z.string().nullable(),
  /** Ours, beyond the contract's fields: when the hold ends (ISO) while it is held unappealed, else null. */
  holdEndsAt: z.string().nullable(),
  /** Ours: the appeal's reason once appealed, and staff's decision once made. */
  appealReason: z.string().nullable(),
  decision: z.enum(['keep', 'remove']).nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingSummarySchema = z.object({
  /** Over published, not removed ratings, to two decimals; null with none. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export const ratingsAnswer = z.object({ data: z.array(ratingSchema), summary: ratingSummarySchema });

// Staff: the appeals queue (GET /api/ops/ratings?status=appealed) and the decision.
export const opsRatingsQuery = z.object({ status: z.enum(RATING_STATUSES).default('appealed') });
export const opsRatingSchema = ratingSchema.extend({
  vendorId: z.number().int(),
  companyName: z.string(),
  appealedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type OpsRating = z.infer<typeof opsRatingSchema>;
export const opsRatingsAnswer = z.object({ data: z.array(opsRatingSchema) });
export const ratingDecisionBody = z.object({
  decision: z.enum(['keep', 'remove'], { error: RATINGS.decisionRequired }),
  note: z
    .string()
    .trim()
    .max(RATING_TEXT_MAX, { error: RATINGS.textTooLong })
    .nullish()
    .transform((n) => n || null),
});

/** POST /api/public/job/rating: the customer's link and its rating. */
export const publicRatingBody = ratingInput.extend({ token: publicJobQuery.shape.token });
