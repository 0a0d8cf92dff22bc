import {
  createPayoutBody,
  payoutBatchBody,
  payoutBatchResultSchema,
  payoutExportQuery,
  payoutListSchema,
  payoutRowSchema,
  payoutsQuery,
} from '../earnings.ts';
import { adjustmentSchema, adjustmentsQuery, createAdjustmentBody, opsAdjustmentListSchema } from '../adjustments.ts';
import { disputeSchema, opsDisputeListSchema, opsDisputesQuery, resolveDisputeBody } from '../disputes.ts';
import { idParams } from '../common.ts';
import { z } from 'zod';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/ops/payout-routes.ts; docs/architecture.md "Money that is fair".
export const opsPayoutsRoutes = {
  getOpsPayouts: route({
    method: 'GET',
    path: '/api/ops/payouts',
    who: { staff: 'read' },
    tags: ['payouts'],
    summary:
      'A week of payouts (weekStart), or every ended unpaid week of every company, oldest first (status=unpaid), with totals',
    query: payoutsQuery,
    responses: { 200: payoutListSchema, ...errors(400) },
  }),
  getOpsPayoutsExport: route({
    method: 'GET',
    path: '/api/ops/payouts/export',
    // What the bank is sent is an admin's: the reviewer reads the list, not the file.
    who: { staff: 'administer' },
    tags: ['payouts'],
    summary: "A week's unpaid totals as CSV for the bank: one row per company (id, name, total in dollars)",
    query: payoutExportQuery,
    responses: {
      200: { description: 'The totals (text/csv attachment)', content: { 'text/csv': { schema: z.string() } } },
      ...errors(400),
    },
  }),
  postOpsPayoutsBatch: route({
    method: 'POST',
    path: '/api/ops/payouts/batch',
    who: { staff: 'administer' },
    tags: ['payouts'],
    summary: 'Mark several weeks paid at once (admin): each once; the answer says which went through',
    body: payoutBatchBody,
    responses: { 200: payoutBatchResultSchema, ...errors(400) },
  }),
  postOpsPayouts: route({
    method: 'POST',
    path: '/api/ops/payouts',
    who: { staff: 'administer' },
    tags: ['payouts'],
    summary: "Mark a vendor's week paid with a reference (admin; once, after the week ended in the vendor's zone)",
    body: createPayoutBody,
    responses: { 201: payoutRowSchema, ...errors(404, 409) },
  }),
  postOpsAdjustments: route({
    method: 'POST',
    path: '/api/ops/adjustments',
    calledBy: { by: 'outside clients (no console page yet)' },
    who: { staff: 'administer' },
    tags: ['payouts'],
    summary: "Add a credit or a debit to a company's current week with a reason (admin; audited, mailed)",
    body: createAdjustmentBody,
    responses: { 201: adjustmentSchema, ...errors(400, 404) },
  }),
  getOpsAdjustments: route({
    method: 'GET',
    path: '/api/ops/adjustments',
    calledBy: { by: 'outside clients (no console page yet)' },
    who: { staff: 'read' },
    tags: ['payouts'],
    summary: "A company's adjustments, newest first",
    query: adjustmentsQuery,
    responses: { 200: opsAdjustmentListSchema },
  }),
  getOpsDisputes: route({
    method: 'GET',
    path: '/api/ops/disputes',
    who: { staff: 'read' },
    tags: ['payouts'],
    summary: 'Disputes, oldest first (status=open: those waiting for an answer)',
    query: opsDisputesQuery,
    responses: { 200: opsDisputeListSchema },
  }),
  patchOpsDisputesById: route({
    method: 'PATCH',
    path: '/api/ops/disputes/:id',
    who: { staff: 'administer' },
    tags: ['payouts'],
    summary: 'Resolve (with an amount, which becomes an adjustment) or reject a dispute, with a response (admin)',
    params: idParams,
    body: resolveDisputeBody,
    responses: { 200: disputeSchema, ...errors(400, 404, 409) },
  }),
};
