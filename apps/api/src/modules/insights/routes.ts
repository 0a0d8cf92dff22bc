import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coverageGapListSchema,
  funnelStepParams,
  funnelVendorListSchema,
  insightsExportParams,
  insightsQuery,
  insightsSchema,
  openJobListSchema,
  timeToClaimSchema,
} from '@vendor-portal/contract/ops/insights';
import { sendCsv } from '../../lib/csv.ts';
import { coverageGapsWithNearest } from './coverage-gaps.ts';
import { insightsCsv } from './csv-export.ts';
import { funnelVendors } from './funnel.ts';
import { openJobsByAge } from './open-jobs.ts';
import { withoutJit } from './period.ts';
import { marketplaceInsights } from './summary.ts';
import { timeToClaimDetail } from './time-to-claim.ts';

// docs/architecture.md "The marketplace at a glance": registered inside the ops routes (ops-auth.ts:
// every route here is a GET, so reviewers and admins read it; a vendor's token answers 403 staff-only).

const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { security: [{ opsToken: [] }], tags: ['insights'] };

  app.get('/insights', {
    schema: {
      ...secured,
      summary: 'The marketplace at a glance: funnel, time to claim, open jobs, coverage gaps',
      querystring: insightsQuery,
      response: { 200: insightsSchema },
    },
    handler: async (request) => ({ data: await marketplaceInsights(app.db, request.query.days) }),
  });

  app.get('/insights/funnel/:step', {
    schema: {
      ...secured,
      summary: "The vendors who signed up in the period and reached a funnel step, with each one's furthest step",
      params: funnelStepParams,
      querystring: insightsQuery,
      response: { 200: funnelVendorListSchema },
    },
    handler: async (request) => ({
      data: await withoutJit(app.db, (db) => funnelVendors(db, request.query.days, request.params.step)),
    }),
  });

  app.get('/insights/time-to-claim', {
    schema: {
      ...secured,
      summary: 'Time to claim per week and per service (median and 90th percentile, minutes)',
      querystring: insightsQuery,
      response: { 200: timeToClaimSchema },
    },
    handler: async (request) => ({
      data: await withoutJit(app.db, (db) => timeToClaimDetail(db, request.query.days)),
    }),
  });

  app.get('/insights/open-jobs', {
    schema: {
      ...secured,
      summary: 'Open future jobs, oldest booking first, with the counts per age',
      response: { 200: openJobListSchema },
    },
    handler: async () => withoutJit(app.db, openJobsByAge),
  });

  app.get('/insights/coverage-gaps', {
    schema: {
      ...secured,
      summary: 'Coverage gaps with the vendors nearest to filling each',
      response: { 200: coverageGapListSchema },
    },
    handler: async () => ({ data: await withoutJit(app.db, coverageGapsWithNearest) }),
  });

  app.get('/insights/export/:view', {
    schema: {
      ...secured,
      summary: 'One view of the overview as CSV',
      params: insightsExportParams,
      querystring: insightsQuery,
      response: { 200: { description: 'The view as CSV', content: { 'text/csv': { schema: z.string() } } } },
    },
    handler: async (request, reply) => {
      const { view } = request.params;
      const { days } = request.query;
      const body = await withoutJit(app.db, (db) => insightsCsv(db, view, days));
      return sendCsv(reply, `insights-${view}-${days}d.csv`, body);
    },
  });
};

export default insightsRoutes;
