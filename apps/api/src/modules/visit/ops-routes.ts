import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/route-table.ts';
import { requireOpsActor } from '../ops/ops-auth.ts';
import { resolveAuthSecrets } from '../../lib/secrets.ts';
import { checklistForStaff, reverseNoShow } from './staff.ts';
import { readSignatureForStaff, signatureLinks } from './signature.ts';

// docs/architecture.md "The visit": staff read a booking's checklist (who ticked what and when) and its signature,
// and count a no-show as completed with a reason (admin, audited). Who may is each entry's `who`.
const visitOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = signatureLinks(app.storage, resolveAuthSecrets(app.config));
  serve(app, routes.getOpsAppointmentsByIdSignature, async (request) => ({
    data: await readSignatureForStaff(app.db, links, request.params.id),
  }));

  serve(app, routes.getOpsAppointmentsByIdChecklist, async (request) => ({
    data: await checklistForStaff(app.db, request.params.id),
  }));

  serve(app, routes.patchOpsAppointmentsById, async (request) => ({
    data: await reverseNoShow(app.db, requireOpsActor(request), request.params.id, request.body.reason),
  }));
};

export default visitOpsRoutes;
