import { errorBodySchema, idParams } from '../common.ts';
import {
  opsRatingSchema,
  opsRatingsAnswer,
  opsRatingsQuery,
  publicRatingBody,
  ratingAppealBody,
  ratingDecisionBody,
  ratingReplyBody,
  ratingSchema,
  ratingsAnswer,
} from '../ratings.ts';
import { errors } from './answers.ts';
import { route } from './define.ts';

// docs/architecture.md "Ratings and the right of reply": the customer rates from its link; the company reads its
// ratings, replies once and appeals once while held; staff decide appeals (admin).
const invalidToken = errorBodySchema.meta({
  description:
    '`invalid-job-token`: an unknown, forged or ended link; or a field out of its rules (`validation-error`).',
});

export const ratingsRoutes = {
  postPublicJobRating: route({
    method: 'POST',
    path: '/api/public/job/rating',
    who: 'public',
    tags: ['public'],
    summary:
      'Rate the completed job once, within 30 days (1–5 stars, tags of the list, a comment ≤ 1,000); held 72 hours before it counts',
    body: publicRatingBody,
    responses: {
      201: ratingSchema.pick({ id: true, stars: true, tags: true, comment: true, createdAt: true }),
      400: invalidToken,
      409: errorBodySchema.meta({
        description:
          '`not-completed` (not done, cancelled or a no-show), `already-rated` (once per booking), `rating-closed` (30 days after completion).',
      }),
      429: errorBodySchema.meta({ description: '`too-many-requests`: 20 bad links a minute from one IP.' }),
    },
    rateLimit: 'job-token',
  }),
  getRatings: route({
    method: 'GET',
    path: '/api/ratings',
    who: 'signedIn',
    tags: ['ratings'],
    summary:
      "The company's ratings, newest first, held ones included, with the summary over published, not removed ones (a technician: its own jobs')",
    responses: { 200: ratingsAnswer },
  }),
  postRatingsByIdReply: route({
    method: 'POST',
    path: '/api/ratings/:id/reply',
    who: { member: 'answerRatings' },
    tags: ['ratings'],
    summary: 'Reply to a rating once (≤ 1,000 characters); the customer reads it once the rating is published',
    params: idParams,
    ids: { id: 'rating' },
    examples: [{ body: { body: 'Thank you for having us.' } }],
    body: ratingReplyBody,
    responses: {
      200: ratingSchema,
      ...errors(400, 404),
      409: errorBodySchema.meta({ description: '`conflict`: the rating has its reply already (a second reply).' }),
    },
  }),
  postRatingsByIdAppeal: route({
    method: 'POST',
    path: '/api/ratings/:id/appeal',
    who: { member: 'answerRatings' },
    tags: ['ratings'],
    summary: 'Appeal a held rating once, with a reason: it stays held until an admin keeps or removes it',
    params: idParams,
    ids: { id: 'rating' },
    examples: [{ body: { reason: 'The customer was not home.' } }],
    body: ratingAppealBody,
    responses: {
      200: ratingSchema,
      ...errors(400, 404),
      409: errorBodySchema.meta({
        description: '`conflict`: appealed once already, or no longer held (published or removed).',
      }),
    },
  }),
  getOpsRatings: route({
    method: 'GET',
    path: '/api/ops/ratings',
    who: { staff: 'read' },
    tags: ['ops'],
    summary: 'Ratings by status (`appealed` by default: the appeals queue), oldest appeal first',
    query: opsRatingsQuery,
    examples: [{ query: { status: 'appealed' } }],
    responses: { 200: opsRatingsAnswer },
  }),
  patchOpsRatingsById: route({
    method: 'PATCH',
    path: '/api/ops/ratings/:id',
    who: { staff: 'administer' },
    tags: ['ops'],
    summary:
      'Decide an appealed rating (admin): `keep` publishes it at once, `remove` never counts; audited, the company is mailed',
    params: idParams,
    body: ratingDecisionBody,
    examples: [{ body: { decision: 'keep', note: 'The photos show the work done.' } }],
    responses: {
      200: opsRatingSchema,
      ...errors(400, 404),
      409: errorBodySchema.meta({ description: '`conflict`: not appealed, or decided already.' }),
    },
  }),
};
