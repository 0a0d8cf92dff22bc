import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from '../../lib/mail.ts';
import noStore from '../../plugins/app/no-store.ts';
import { createAppointment } from '../appointments/create-appointment.ts';
import { publishLegalDocument } from './agreement.ts';
import { recordAudit } from './audit.ts';
import { cancelBooking, rescheduleBooking } from './booking-changes.ts';
import { createAuditedProduct } from './catalogue.ts';
import staffRoutes from './staff-routes.ts';
import insightsRoutes from '../insights/routes.ts';
import payoutRoutes from './payout-routes.ts';
import { qualityOpsRoutes } from '../quality/routes.ts';
import visitOpsRoutes from '../visit/ops-routes.ts';
import photoOpsRoutes from '../photos/ops-routes.ts';
import opsPushRoutes from '../push/ops-routes.ts';
import { offerOpsRoutes } from '../offers/routes.ts';
import { ratingOpsRoutes } from '../ratings/routes.ts';
import { protectOpsRoutes, requireOpsActor } from './ops-auth.ts';

// docs/architecture.md "Ops API" and "Review and audit": the marketplace side, behind OPS_TOKEN or a
// staff idToken (ops-auth.ts says which role may call what). Every change is audited.

const opsRoutes: FastifyPluginAsyncZod<{ opsToken?: string }> = async (app, options) => {
  // Ops answers (outbox mail with reset links, vendor records) must never sit in a shared cache.
  await app.register(noStore);
  protectOpsRoutes(app, options.opsToken);

  serve(app, routes.postOpsProducts, async (request, reply) =>
    reply.code(201).send(await createAuditedProduct(app.db, requireOpsActor(request), request.body)),
  );

  serve(app, routes.postOpsLegalDocuments, async (request, reply) =>
    reply.code(201).send(await publishLegalDocument(app.db, requireOpsActor(request), request.body)),
  );

  serve(app, routes.postOpsAppointments, async (request, reply) => {
    const actor = requireOpsActor(request);
    const created = await app.db.transaction(async (tx) => {
      const appointment = await createAppointment(tx, request.body, app.alerts, app.jobLinks);
      const target = `appointment:${appointment.id}`;
      await recordAudit(tx, { actor: actor.actor, action: 'appointment.create', target, after: request.body });
      return appointment;
    });
    return reply.code(201).send(created);
  });

  serve(app, routes.postOpsAppointmentsByIdCancel, async (request) =>
    cancelBooking(app.db, requireOpsActor(request), request.params.id, app.alerts.now(), app.jobLinks),
  );

  serve(app, routes.postOpsAppointmentsByIdReschedule, async (request) =>
    rescheduleBooking(app.db, requireOpsActor(request), request.params.id, request.body, app.alerts, app.jobLinks),
  );

  serve(app, routes.getOpsOutbox, async (request) => ({ data: await listOutbox(app.db, request.query.limit) }));

  await app.register(staffRoutes);
  await app.register(insightsRoutes);
  await app.register(payoutRoutes);
  await app.register(photoOpsRoutes);
  await app.register(visitOpsRoutes);
  await app.register(opsPushRoutes);
  await app.register(offerOpsRoutes);
  await app.register(ratingOpsRoutes);
  await app.register(qualityOpsRoutes);
};

export default opsRoutes;
