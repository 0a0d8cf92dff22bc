import { z } from 'zod';
import { customerJobAnswer, publicJobQuery } from '../customer-job.ts';
import { errorBodySchema } from '../common.ts';
import { route } from './define.ts';

// docs/architecture.md "The customer's page": the booking's own page, opened by its customer token alone.
const invalidToken = errorBodySchema.meta({
  description: '`invalid-job-token`: an unknown, forged or ended link (30 days after completion or cancellation).',
});
const tooManyTries = errorBodySchema.meta({
  description: '`too-many-requests`: 20 bad links a minute from one IP (Retry-After says when to try again).',
});

export const customerJobRoutes = {
  getPublicJob: route({
    method: 'GET',
    path: '/api/public/job',
    who: 'public',
    tags: ['public'],
    summary: "The booking the customer's link opens: its stage, service, time, company, technician and more time",
    query: publicJobQuery,
    responses: { 200: customerJobAnswer, 400: invalidToken, 429: tooManyTries },
    rateLimit: 'job-token',
  }),
  getPublicJobEvents: route({
    method: 'GET',
    path: '/api/public/job/events',
    who: 'public',
    tags: ['public'],
    summary:
      'Server-Sent Events of the booking the link opens: a `job` event with the whole answer at once and at each change; ends with the link (5 streams per booking)',
    query: publicJobQuery,
    responses: {
      200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
      400: invalidToken,
      429: errorBodySchema.meta({
        description:
          '`too-many-requests`: 20 bad links a minute from one IP, or 5 streams of the booking open already.',
      }),
    },
    rateLimit: 'job-token',
  }),
};
