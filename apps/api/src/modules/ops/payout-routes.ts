import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import {
  createPayoutBody,
  payoutBatchBody,
  payoutBatchResultSchema,
  payoutExportQuery,
  payoutListSchema,
  payoutRowSchema,
  payoutsQuery,
} from '@vendor-portal/contract/earnings';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.ts';
import {
  adjustmentSchema,
  adjustmentsQuery,
  createAdjustmentBody,
  opsAdjustmentListSchema,
} from '@vendor-portal/contract/adjustments';
import { listAdjustments } from '../earnings/adjustments.ts';
import { createManualAdjustment } from './adjustments.ts';
import {
  opsDisputeListSchema,
  opsDisputesQuery,
  disputeSchema,
  resolveDisputeBody,
} from '@vendor-portal/contract/disputes';
import { idParams } from '@vendor-portal/contract/common';
import { listOpsDisputes, resolveDispute } from '../earnings/disputes.ts';
import { requireOpsActor } from './ops-auth.ts';
import { listPayouts, listUnpaidWeeks, payoutExportCsv, payWeek, payWeeks } from './payouts.ts';

// docs/architecture.md "Pay and earnings": registered inside the ops routes (GET for staff, POST admin).

const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { security: [{ opsToken: [] }], tags: ['payouts'] };

  app.get('/payouts', {
    schema: {
      ...secured,
      summary:
        'A week of payouts (weekStart), or every ended unpaid week of every company, oldest first (status=unpaid), with totals',
      querystring: payoutsQuery,
      response: { 200: payoutListSchema, 400: errorBodySchema },
    },
    handler: async (request) => {
      const { weekStart } = request.query;
      return weekStart === undefined
        ? listUnpaidWeeks(app.db, app.alerts.now())
        : listPayouts(app.db, weekStart, app.alerts.now());
    },
  });

  app.get('/payouts/export', {
    // What the bank is sent is an admin's: the reviewer reads the list, not the file.
    config: { opsRole: 'admin' },
    schema: {
      ...secured,
      summary: "A week's unpaid totals as CSV for the bank: one row per company (id, name, total in dollars)",
      querystring: payoutExportQuery,
      response: {
        200: { description: 'The totals (text/csv attachment)', content: { 'text/csv': { schema: z.string() } } },
        400: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { weekStart } = request.query;
      return sendCsv(
        reply,
        EARNINGS.exportFileName(weekStart),
        await payoutExportCsv(app.db, weekStart, app.alerts.now()),
      );
    },
  });

  app.post('/payouts/batch', {
    schema: {
      ...secured,
      summary: 'Mark several weeks paid at once (admin): each once; the answer says which went through',
      body: payoutBatchBody,
      response: { 200: payoutBatchResultSchema, 400: errorBodySchema },
    },
    handler: async (request) => ({
      data: await payWeeks(app.db, requireOpsActor(request), request.body.payouts, app.alerts.now()),
    }),
  });

  app.post('/payouts', {
    schema: {
      ...secured,
      summary: "Mark a vendor's week paid with a reference (admin; once, after the week ended in the vendor's zone)",
      body: createPayoutBody,
      response: { 201: payoutRowSchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await payWeek(app.db, requireOpsActor(request), request.body, app.alerts.now())),
  });

  // shared/ARCHITECTURE.md "Money that is fair": adjustments (GET for staff, POST admin).
  app.post('/adjustments', {
    schema: {
      ...secured,
      summary: "Add a credit or a debit to a company's current week with a reason (admin; audited, mailed)",
      body: createAdjustmentBody,
      response: { 201: adjustmentSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createManualAdjustment(app.db, requireOpsActor(request), request.body, app.alerts.now())),
  });

  app.get('/adjustments', {
    schema: {
      ...secured,
      summary: "A company's adjustments, newest first",
      querystring: adjustmentsQuery,
      response: { 200: opsAdjustmentListSchema },
    },
    handler: async (request) => ({ data: await listAdjustments(app.db, request.query.vendorId) }),
  });

  // shared/ARCHITECTURE.md "Money that is fair": disputes (GET for staff, PATCH admin).
  app.get('/disputes', {
    schema: {
      ...secured,
      summary: 'Disputes, oldest first (status=open: those waiting for an answer)',
      querystring: opsDisputesQuery,
      response: { 200: opsDisputeListSchema },
    },
    handler: async (request) => ({ data: await listOpsDisputes(app.db, request.query.status) }),
  });

  app.patch('/disputes/:id', {
    schema: {
      ...secured,
      summary: 'Resolve (with an amount, which becomes an adjustment) or reject a dispute, with a response (admin)',
      params: idParams,
      body: resolveDisputeBody,
      response: { 200: disputeSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) =>
      resolveDispute(app.db, requireOpsActor(request), request.params.id, request.body, app.alerts.now()),
  });
};

export default payoutRoutes;
