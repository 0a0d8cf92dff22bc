import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { earningsQuery, earningsSchema, statementQuery } from '@vendor-portal/contract/earnings';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { statementCsv } from './statement.ts';
import { vendorEarnings, weekAdjustments, weekJobs, weekPayout } from './service.ts';
import { sendCsv } from '../../lib/csv.ts';
import { createDisputeBody, createdDisputeSchema, disputeListSchema } from '@vendor-portal/contract/disputes';
import { listDisputes, openDispute } from './disputes.ts';

// docs/architecture.md "Pay and earnings": the vendor's own weeks; another vendor's are never readable
// (every query is keyed by the caller's vendor).

const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/earnings', {
    config: { capability: 'earnings' },
    schema: {
      tags: ['earnings'],
      summary: 'What the vendor earned: N weeks (newest first, this week included) and what is claimed but not done',
      querystring: earningsQuery,
      response: { 200: earningsSchema },
    },
    handler: async (request) => ({
      data: await vendorEarnings(app.db, await requireVendorId(request), request.query.weeks, app.alerts.now()),
    }),
  });

  app.get('/earnings/statement', {
    config: { capability: 'earnings' },
    schema: {
      tags: ['earnings'],
      summary: "A week's statement as CSV: one row per job completed that week, one per adjustment, then Total",
      querystring: statementQuery,
      response: {
        200: { description: 'The statement (text/csv attachment)', content: { 'text/csv': { schema: z.string() } } },
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { weekStart } = request.query;
      const vendorId = await requireVendorId(request);
      const jobs = await weekJobs(app.db, vendorId, weekStart, app.alerts.now());
      const adjustments = await weekAdjustments(app.db, vendorId, weekStart);
      const payout = await weekPayout(app.db, vendorId, weekStart);
      return sendCsv(reply, EARNINGS.statementFileName(weekStart), statementCsv(jobs, adjustments, payout));
    },
  });

  // shared/ARCHITECTURE.md "Money that is fair": the owner disputes a week or one of its jobs.
  app.post('/disputes', {
    config: { capability: 'earnings' },
    schema: {
      tags: ['earnings'],
      summary: 'Dispute a week (or one of its jobs) with a message',
      body: createDisputeBody,
      response: { 201: createdDisputeSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await openDispute(app.db, await requireVendorId(request), request.body, app.alerts.now())),
  });

  app.get('/disputes', {
    config: { capability: 'earnings' },
    schema: {
      tags: ['earnings'],
      summary: "The company's disputes, newest first, with each answer",
      response: { 200: disputeListSchema },
    },
    handler: async (request) => ({ data: await listDisputes(app.db, await requireVendorId(request)) }),
  });
};

export default earningsRoutes;
