import { earningsQuery, earningsSchema, statementQuery } from '../earnings.ts';
import { z } from 'zod';
import { errorBodySchema } from '../common.ts';
import { route } from './define.ts';

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
    who: { member: 'earnings' },
    tags: ['earnings'],
    summary: "A week's statement as CSV: one row per job completed that week, then Total",
    query: statementQuery,
    responses: {
      200: { description: 'The statement (text/csv attachment)', content: { 'text/csv': { schema: z.string() } } },
      404: errorBodySchema,
    },
  }),
};
