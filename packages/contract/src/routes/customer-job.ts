import { z } from 'zod';
import {
  customerJobAnswer,
  jobMessageBody,
  jobMessageSchema,
  jobMessagesAnswer,
  publicJobMessageBody,
  publicJobPushBody,
  publicJobQuery,
} from '../customer-job.ts';
import { pushSubscriptionIdSchema } from '../push.ts';
import { errorBodySchema, idParams } from '../common.ts';
import { errors } from './answers.ts';
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
  // docs/architecture.md "Messages about the job": the company's side (owner, office, the job's assignee).
  getAppointmentByIdMessages: route({
    method: 'GET',
    path: '/api/appointment/:id/messages',
    who: 'signedIn',
    tags: ['messages'],
    summary: "The job's thread with its customer, oldest first (owner, office and the job's assignee)",
    params: idParams,
    ids: { id: 'appointment' },
    responses: {
      200: jobMessagesAnswer,
      ...errors(400),
      403: errorBodySchema.meta({ description: '`role-forbidden`: a technician not holding the job.' }),
      ...errors(404),
    },
  }),
  postAppointmentByIdMessages: route({
    method: 'POST',
    path: '/api/appointment/:id/messages',
    who: 'signedIn',
    tags: ['messages'],
    summary: 'Write to the customer (1–2,000 characters; the customer is told by push, else by mail with its link)',
    params: idParams,
    ids: { id: 'appointment' },
    examples: [{ body: { body: 'The gate code changed.' } }],
    body: jobMessageBody,
    responses: {
      201: jobMessageSchema,
      ...errors(400),
      403: errorBodySchema.meta({ description: '`role-forbidden`: a technician not holding the job.' }),
      ...errors(404),
      409: errorBodySchema.meta({
        description: '`thread-closed`: before the claim, or 7 days after completion or cancellation.',
      }),
    },
  }),
  // The customer's side, with its link's token.
  getPublicJobMessages: route({
    method: 'GET',
    path: '/api/public/job/messages',
    who: 'public',
    tags: ['public'],
    summary: "The booking's thread with the company, oldest first",
    query: publicJobQuery,
    responses: { 200: jobMessagesAnswer, 400: invalidToken, 429: tooManyTries },
    rateLimit: 'job-token',
  }),
  postPublicJobMessages: route({
    method: 'POST',
    path: '/api/public/job/messages',
    who: 'public',
    tags: ['public'],
    summary: "Write to the company (1–2,000 characters, 20 an hour per booking); the job's assignee is told",
    body: publicJobMessageBody,
    responses: {
      201: jobMessageSchema,
      400: invalidToken,
      409: errorBodySchema.meta({
        description: '`thread-closed`: before the claim, or 7 days after completion or cancellation.',
      }),
      429: errorBodySchema.meta({
        description: '`too-many-requests`: 20 messages an hour from the customer, or 20 bad links a minute per IP.',
      }),
    },
    rateLimit: 'job-token',
  }),
  postPublicJobPush: route({
    method: 'POST',
    path: '/api/public/job/push',
    who: 'public',
    tags: ['public'],
    summary:
      "Turn on pushes on this phone for the booking (on my way, arrival, more time, the company's messages, completion); 10 phones per booking",
    body: publicJobPushBody,
    // The /job page's "Turn on updates on this phone" is still to come (it needs the VAPID key without a session).
    calledBy: { by: 'the customer’s phone from /job', test: 'apps/api/test/customer-push.test.ts' },
    responses: {
      201: pushSubscriptionIdSchema,
      400: errorBodySchema.meta({
        description:
          '`invalid-job-token`; `push-endpoint-refused` (malformed, or not a push service the server may call, as for members); keys no message could be encrypted for.',
      }),
      429: tooManyTries,
    },
    rateLimit: 'job-token',
  }),
};
