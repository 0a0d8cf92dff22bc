import { earningsQuery, earningsSchema, statementQuery } from '../earnings.ts';
import { z } from 'zod';
import { createDisputeBody, createdDisputeSchema, disputeAlreadyOpenSchema, disputeListSchema } from '../disputes.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/earnings/routes.ts.
export const earningsRoutes = {
  getEarnings: route({
    method: 'GET',
    path: '/api/earnings',
    who: { member: 'earnings' },
    tags: ['earnings'],
    summary: 'What the vendor earned: N weeks (newest first, this week included) and what is claimed but not done',
    query: earningsQuery,
    responses: { 200: earningsSchema },
  }),
  getEarningsStatement: route({
    method: 'GET',
    path: '/api/earnings/statement',
    examples: [{ query: { weekStart: '2030-01-07' } }],
    who: { member: 'earnings' },
    tags: ['earnings'],
    summary: "A week's statement as CSV: one row per job completed that week, one per adjustment, then Total",
    query: statementQuery,
    responses: {
      200: { description: 'The statement (text/csv attachment)', content: { 'text/csv': { schema: z.string() } } },
      ...errors(404),
    },
  }),
  // docs/architecture.md "Money that is fair": the owner disputes a week or one of its jobs.
  postDisputes: route({
    method: 'POST',
    path: '/api/disputes',
    ids: { 'body.appointmentId': 'appointment' },
    examples: [{ body: { weekStart: '2030-01-07', appointmentId: 1, message: 'x' } }],
    who: { member: 'earnings' },
    tags: ['earnings'],
    summary: 'Dispute a week (or one of its jobs) with a message',
    description:
      'A week within 90 days that has ended in the company’s zone, or a job of the company that is closed (400 otherwise). ' +
      'One open dispute per job and one per week about the whole week: 409 with the open one’s `disputeId`.',
    body: createDisputeBody,
    responses: { 201: createdDisputeSchema, 409: disputeAlreadyOpenSchema, ...errors(400, 404) },
  }),
  getDisputes: route({
    method: 'GET',
    path: '/api/disputes',
    who: { member: 'earnings' },
    tags: ['earnings'],
    summary: "The company's disputes, newest first, with each answer",
    responses: { 200: disputeListSchema },
  }),
};
