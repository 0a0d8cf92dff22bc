import { createPayoutBody, payoutListSchema, payoutRowSchema, payoutsQuery } from '../earnings.ts';
import { errorBodySchema } from '../common.ts';
import { route } from './define.ts';

// Moved from apps/api/src/modules/ops/payout-routes.ts.
export const opsPayoutsRoutes = {
  getOpsPayouts: route({
    method: 'GET',
    path: '/api/ops/payouts',
    who: { staff: 'read' },
    tags: ['payouts'],
    summary: 'A week of payouts: every vendor with completed work that week, its total, paid or not',
    query: payoutsQuery,
    responses: { 200: payoutListSchema },
  }),
  postOpsPayouts: route({
    method: 'POST',
    path: '/api/ops/payouts',
    who: { staff: 'administer' },
    tags: ['payouts'],
    summary: "Mark a vendor's week paid with a reference (admin; once, after the week ended in the vendor's zone)",
    body: createPayoutBody,
    responses: { 201: payoutRowSchema, 404: errorBodySchema, 409: errorBodySchema },
  }),
};
