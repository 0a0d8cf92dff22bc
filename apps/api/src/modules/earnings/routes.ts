import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATEMENT } from '@vendor-portal/contract/messages';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { statementCsv } from './statement.ts';
import { vendorEarnings, weekAdjustments, weekJobs, weekPayout } from './service.ts';
import { sendCsv } from '../../lib/csv.ts';
import { listDisputes, openDispute } from './disputes.ts';

// docs/architecture.md "Pay and earnings": the vendor's own weeks; another vendor's are never readable
// (every query is keyed by the caller's vendor). Times come from the app's clock (app.alerts.now()).

const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getEarnings, async (request) => ({
    data: await vendorEarnings(app.db, await requireVendorId(request), request.query.weeks, app.alerts.now()),
  }));

  serve(app, routes.getEarningsStatement, async (request, reply) => {
    const { weekStart } = request.query;
    const vendorId = await requireVendorId(request);
    const jobs = await weekJobs(app.db, vendorId, weekStart, app.alerts.now());
    const adjustments = await weekAdjustments(app.db, vendorId, weekStart);
    const payout = await weekPayout(app.db, vendorId, weekStart);
    return sendCsv(reply, STATEMENT.fileName(weekStart), statementCsv(jobs, adjustments, payout));
  });

  // docs/architecture.md "Money that is fair": the owner disputes a week or one of its jobs.
  serve(app, routes.postDisputes, async (request, reply) =>
    reply.code(201).send(await openDispute(app.db, await requireVendorId(request), request.body, app.alerts.now())),
  );

  serve(app, routes.getDisputes, async (request) => ({
    data: await listDisputes(app.db, await requireVendorId(request)),
  }));
};

export default earningsRoutes;
