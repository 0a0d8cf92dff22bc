import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { statementCsv } from './statement.ts';
import { vendorEarnings, weekJobs, weekPayout } from './service.ts';
import { sendCsv } from '../../lib/csv.ts';

// docs/architecture.md "Pay and earnings": the vendor's own weeks; another vendor's are never readable
// (every query is keyed by the caller's vendor).

const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getEarnings, async (request) => ({
    data: await vendorEarnings(app.db, await requireVendorId(request), request.query.weeks, new Date()),
  }));

  serve(app, routes.getEarningsStatement, async (request, reply) => {
    const { weekStart } = request.query;
    const vendorId = await requireVendorId(request);
    const jobs = await weekJobs(app.db, vendorId, weekStart, new Date());
    const payout = await weekPayout(app.db, vendorId, weekStart);
    return sendCsv(reply, EARNINGS.statementFileName(weekStart), statementCsv(jobs, payout));
  });
};

export default earningsRoutes;
