import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { createPayoutBody, payoutListSchema, payoutRowSchema, payoutsQuery } from '@vendor-portal/contract/earnings';
import {
  adjustmentSchema,
  adjustmentsQuery,
  createAdjustmentBody,
  opsAdjustmentListSchema,
} from '@vendor-portal/contract/adjustments';
import { listAdjustments } from '../earnings/adjustments.ts';
import { createManualAdjustment } from './adjustments.ts';
import { requireOpsActor } from './ops-auth.ts';
import { listPayouts, payWeek } from './payouts.ts';

// docs/architecture.md "Pay and earnings": registered inside the ops routes (GET for staff, POST admin).

const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { security: [{ opsToken: [] }], tags: ['payouts'] };

  app.get('/payouts', {
    schema: {
      ...secured,
      summary: 'A week of payouts: every vendor with completed work that week, its total, paid or not',
      querystring: payoutsQuery,
      response: { 200: payoutListSchema },
    },
    handler: async (request) => ({ data: await listPayouts(app.db, request.query.weekStart, new Date()) }),
  });

  app.post('/payouts', {
    schema: {
      ...secured,
      summary: "Mark a vendor's week paid with a reference (admin; once, after the week ended in the vendor's zone)",
      body: createPayoutBody,
      response: { 201: payoutRowSchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await payWeek(app.db, requireOpsActor(request), request.body, new Date())),
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
};

export default payoutRoutes;
