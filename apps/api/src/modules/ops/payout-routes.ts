import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_MONEY } from '@vendor-portal/contract/messages';
import { sendCsv } from '../../lib/csv.ts';
import { listAdjustments } from '../earnings/adjustments.ts';
import { listOpsDisputes, resolveDispute } from '../earnings/disputes.ts';
import { createManualAdjustment } from './adjustments.ts';
import { requireOpsActor } from './ops-auth.ts';
import { listPayouts, listUnpaidWeeks, payoutExportCsv, payWeek, payWeeks } from './payouts.ts';

// docs/architecture.md "Pay and earnings": registered inside the ops routes (who may call each: its entry in
// packages/contract/src/routes/ops-payouts.ts). Times come from the app's clock (app.alerts.now()).

const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getOpsPayouts, async (request) => {
    const { weekStart } = request.query;
    return weekStart === undefined
      ? listUnpaidWeeks(app.db, app.alerts.now())
      : listPayouts(app.db, weekStart, app.alerts.now());
  });

  serve(app, routes.getOpsPayoutsExport, async (request, reply) => {
    const { weekStart } = request.query;
    return sendCsv(
      reply,
      OPS_MONEY.exportFileName(weekStart),
      await payoutExportCsv(app.db, weekStart, app.alerts.now()),
    );
  });

  serve(app, routes.postOpsPayoutsBatch, async (request) => ({
    data: await payWeeks(app.db, requireOpsActor(request), request.body.payouts, app.alerts.now()),
  }));

  serve(app, routes.postOpsPayouts, async (request, reply) =>
    reply.code(201).send(await payWeek(app.db, requireOpsActor(request), request.body, app.alerts.now())),
  );

  // docs/architecture.md "Money that is fair": adjustments and disputes.
  serve(app, routes.postOpsAdjustments, async (request, reply) =>
    reply
      .code(201)
      .send(await createManualAdjustment(app.db, requireOpsActor(request), request.body, app.alerts.now())),
  );

  serve(app, routes.getOpsAdjustments, async (request) => ({
    data: await listAdjustments(app.db, request.query.vendorId),
  }));

  serve(app, routes.getOpsDisputes, async (request) => ({ data: await listOpsDisputes(app.db, request.query.status) }));

  serve(app, routes.patchOpsDisputesById, async (request) =>
    resolveDispute(app.db, requireOpsActor(request), request.params.id, request.body, app.alerts.now()),
  );
};

export default payoutRoutes;
