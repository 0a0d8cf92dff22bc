import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { accountLanguage } from '../../lib/member-language.ts';
import { requireIdentity, requireMember } from '../../plugins/app/auth.ts';
import { companyScorecard } from './scorecard.ts';
import { qualityConsole } from './console.ts';

// docs/architecture.md "Scorecard and tiers". Times come from the app's clock (app.alerts.now()).

/** GET /api/scorecard (owner, office: `who` answers a technician 403 role-forbidden before this runs). */
export const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getScorecard, async (request) => {
    const { vendorId } = await requireMember(request);
    const language = await accountLanguage(app.db, requireIdentity(request).id);
    return { data: await companyScorecard(app.db, vendorId, app.alerts.now(), language) };
  });
};

/** GET /api/ops/quality (staff), registered inside the ops scope (modules/ops/routes.ts). */
export const qualityOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getOpsQuality, async (request) =>
    qualityConsole(app.db, app.alerts.now(), request.query.flagged === 'true'),
  );
};
