import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  serve(app, routes.getOpsInsights, async (request) => ({
    data: await marketplaceInsights(app.db, request.query.days),
  }));

  serve(app, routes.getOpsInsightsFunnelByStep, async (request) => ({
    data: await withoutJit(app.db, (db) => funnelVendors(db, request.query.days, request.params.step)),
  }));

  serve(app, routes.getOpsInsightsTimeToClaim, async (request) => ({
    data: await withoutJit(app.db, (db) => timeToClaimDetail(db, request.query.days)),
  }));

  serve(app, routes.getOpsInsightsOpenJobs, async () => withoutJit(app.db, openJobsByAge));

  serve(app, routes.getOpsInsightsCoverageGaps, async () => ({
    data: await withoutJit(app.db, coverageGapsWithNearest),
  }));

  serve(app, routes.getOpsInsightsExportByView, async (request, reply) => {
    const { view } = request.params;
    const { days } = request.query;
    const body = await withoutJit(app.db, (db) => insightsCsv(db, view, days));
    return sendCsv(reply, `insights-${view}-${days}d.csv`, body);
  });
};

export default insightsRoutes;
