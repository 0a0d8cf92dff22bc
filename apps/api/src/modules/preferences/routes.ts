import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { getPreferences, patchPreferences } from './preferences.ts';

// docs/architecture.md "Languages": the signed-in member's own language.
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getPreferences, async (request) => getPreferences(app.db, await requireMember(request)));
  serve(app, routes.patchPreferences, async (request) =>
    patchPreferences(app.db, await requireMember(request), request.body),
  );
};

export default preferencesRoutes;
