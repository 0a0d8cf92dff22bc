import crypto from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import {
  opsCreateAppointmentBody,
  opsCreateLegalDocumentBody,
  opsCreateProductBody,
  opsPatchVendorBody,
  outboxMessageSchema,
} from '@vendor-portal/contract/ops';
import { legalDocumentSchema } from '@vendor-portal/contract/legal';
import { vendorSchema } from '@vendor-portal/contract/vendor';
import { bearerToken } from '../../plugins/app/auth.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { listOutbox } from '../../lib/mail.ts';
import noStore from '../../plugins/app/no-store.ts';
import { createProduct } from '../products/service.ts';
import { createLegalDocument } from '../legal/service.ts';
import { createAppointment } from '../appointments/create-appointment.ts';
import { setReviewStatus } from '../vendor/service.ts';
import { GENERAL } from '@vendor-portal/contract/messages';

// docs/architecture.md "Ops API": the marketplace side, behind OPS_TOKEN (disabled when unset).

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

const createdProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  prices: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      section: z.string().nullable(),
      isOutside: z.boolean(),
      schedulingInterface: z.string().nullable(),
    }),
  ),
});

const opsRoutes: FastifyPluginAsyncZod<{ opsToken?: string }> = async (app, options) => {
  // Ops answers (outbox mail with reset links, vendor records) must never sit in a shared cache.
  await app.register(noStore);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!options.opsToken || !token || !sameSecret(token, options.opsToken)) {
      throw unauthenticated(options.opsToken ? GENERAL.opsTokenRequired : GENERAL.opsDisabled);
    }
  });

  const secured = { security: [{ opsToken: [] }], tags: ['ops'] };

  app.post('/products', {
    schema: {
      ...secured,
      summary: 'Add a catalogue product with its prices',
      body: opsCreateProductBody,
      response: { 201: createdProduct, 400: errorBodySchema },
    },
    handler: async (request, reply) => reply.code(201).send(await createProduct(app.db, request.body)),
  });

  app.post('/legal-documents', {
    schema: {
      ...secured,
      summary: 'Publish a legal document version (vendors sign again)',
      body: opsCreateLegalDocumentBody,
      response: { 201: legalDocumentSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await createLegalDocument(app.db, request.body)),
  });

  app.post('/appointments', {
    schema: {
      ...secured,
      summary: 'Book an appointment (unclaimed when vendorId is absent)',
      body: opsCreateAppointmentBody,
      response: { 201: z.object({ id: z.number().int(), appointmentBaseId: z.number().int() }) },
    },
    handler: async (request, reply) => reply.code(201).send(await createAppointment(app.db, request.body, app.alerts)),
  });

  app.get('/outbox', {
    schema: {
      ...secured,
      summary: 'The newest mail messages (outbox mode only)',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.object({ data: z.array(outboxMessageSchema) }) },
    },
    handler: async (request) => ({ data: await listOutbox(app.db, request.query.limit) }),
  });

  app.patch('/vendors/:id', {
    schema: {
      ...secured,
      summary: "Set a vendor's review status",
      params: idParams,
      body: opsPatchVendorBody,
      response: { 200: vendorSchema },
    },
    handler: async (request) => setReviewStatus(app.db, request.params.id, request.body.reviewStatus),
  });
};

export default opsRoutes;
