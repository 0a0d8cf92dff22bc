import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import {
  opsCreateAppointmentBody,
  opsCreateLegalDocumentBody,
  opsBookingChangeSchema,
  opsCreateProductBody,
  opsRescheduleBody,
  outboxMessageSchema,
} from '@vendor-portal/contract/ops/marketplace';
import { legalDocumentSchema } from '@vendor-portal/contract/legal';
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
import photoOpsRoutes from '../photos/ops-routes.ts';
import { protectOpsRoutes, requireOpsActor } from './ops-auth.ts';

// docs/architecture.md "Ops API" and "Review and audit": the marketplace side, behind OPS_TOKEN or a
// staff idToken (ops-auth.ts says which role may call what). Every change is audited.

const createdProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  cancellationPayoutPercent: z.number().int(),
  noShowPayoutPercent: z.number().int(),
  prices: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      section: z.string().nullable(),
      isOutside: z.boolean(),
      schedulingInterface: z.string().nullable(),
      payoutCents: z.number().int(),
    }),
  ),
});

const opsRoutes: FastifyPluginAsyncZod<{ opsToken?: string }> = async (app, options) => {
  // Ops answers (outbox mail with reset links, vendor records) must never sit in a shared cache.
  await app.register(noStore);
  protectOpsRoutes(app, options.opsToken);

  const secured = { security: [{ opsToken: [] }], tags: ['ops'] };

  app.post('/products', {
    schema: {
      ...secured,
      summary: 'Add a catalogue product with its prices',
      body: opsCreateProductBody,
      response: { 201: createdProduct, 400: errorBodySchema },
    },
    config: { idempotent: true },
    handler: async (request, reply) =>
      reply.code(201).send(await createAuditedProduct(app.db, requireOpsActor(request), request.body)),
  });

  app.post('/legal-documents', {
    schema: {
      ...secured,
      summary: 'Publish a legal document version (vendors sign again)',
      body: opsCreateLegalDocumentBody,
      response: { 201: legalDocumentSchema },
    },
    config: { idempotent: true },
    handler: async (request, reply) =>
      reply.code(201).send(await publishLegalDocument(app.db, requireOpsActor(request), request.body)),
  });

  app.post('/appointments', {
    schema: {
      ...secured,
      summary: 'Book an appointment (unclaimed when vendorId is absent)',
      body: opsCreateAppointmentBody,
      response: { 201: z.object({ id: z.number().int(), appointmentBaseId: z.number().int() }) },
    },
    config: { idempotent: true },
    handler: async (request, reply) => {
      const actor = requireOpsActor(request);
      const created = await app.db.transaction(async (tx) => {
        const appointment = await createAppointment(tx, request.body, app.alerts);
        const target = `appointment:${appointment.id}`;
        await recordAudit(tx, { actor: actor.actor, action: 'appointment.create', target, after: request.body });
        return appointment;
      });
      return reply.code(201).send(created);
    },
  });

  app.post('/appointments/:id/cancel', {
    schema: {
      ...secured,
      summary: 'Cancel a booking (admin): off every list, the calendar feed marks it cancelled, its vendor is told',
      params: idParams,
      response: {
        200: opsBookingChangeSchema,
        404: errorBodySchema,
        409: errorBodySchema,
      },
    },
    config: { idempotent: true },
    handler: async (request) => cancelBooking(app.db, requireOpsActor(request), request.params.id, app.alerts.now()),
  });

  app.post('/appointments/:id/reschedule', {
    schema: {
      ...secured,
      summary: 'Move a booking to a new start (admin); its vendor is told, an unclaimed job is alerted again',
      params: idParams,
      body: opsRescheduleBody,
      response: {
        200: opsBookingChangeSchema,
        400: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
      },
    },
    config: { idempotent: true },
    handler: async (request) =>
      rescheduleBooking(app.db, requireOpsActor(request), request.params.id, request.body, app.alerts),
  });

  app.get('/outbox', {
    // Mail holds set-password and reset links: admins only.
    config: { opsRole: 'admin' },
    schema: {
      ...secured,
      summary: 'The newest mail messages (outbox mode only)',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.object({ data: z.array(outboxMessageSchema) }) },
    },
    handler: async (request) => ({ data: await listOutbox(app.db, request.query.limit) }),
  });

  await app.register(staffRoutes);
  await app.register(insightsRoutes);
  await app.register(payoutRoutes);
  await app.register(photoOpsRoutes);
};

export default opsRoutes;
