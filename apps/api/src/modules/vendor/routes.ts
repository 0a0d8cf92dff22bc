import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVendorBody, patchVendorBody, vendorSchema } from '@vendor-portal/contract/vendor';
import { errorBodySchema } from '@vendor-portal/contract/common';
import { requireIdentity, requireVendorId } from '../../plugins/app/auth.ts';
import { vendorSetupSchema } from '@vendor-portal/contract/vendor-setup';
import { createVendor, getVendorByIdentity, patchVendor } from './service.ts';
import { getVendorSetup } from './setup.ts';

const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/vendor', {
    schema: {
      tags: ['vendor'],
      summary: "The signed-in identity's vendor (404 when it has none yet)",
      response: { 200: vendorSchema, 404: errorBodySchema },
    },
    handler: async (request) => getVendorByIdentity(app.db, requireIdentity(request).id),
  });

  app.get('/vendorSetup', {
    schema: {
      tags: ['vendor'],
      summary: 'Which onboarding steps the signed-in identity has done, and the first one left (any device)',
      response: { 200: vendorSetupSchema },
    },
    handler: async (request) => getVendorSetup(app.db, requireIdentity(request).id),
  });

  app.post('/vendor', {
    schema: {
      tags: ['vendor'],
      summary: 'Create the vendor of the signed-in identity',
      body: createVendorBody,
      response: { 201: vendorSchema, 400: errorBodySchema, 409: errorBodySchema },
    },
    config: { idempotent: true },
    handler: async (request, reply) => {
      const vendor = await createVendor(app.db, requireIdentity(request).id, request.body);
      return reply.code(201).send(vendor);
    },
  });

  app.patch('/vendor', {
    config: { capability: 'setup' },
    schema: {
      tags: ['vendor'],
      summary: 'Update profile fields of the signed-in vendor (creation rules; a bad field changes nothing)',
      body: patchVendorBody,
      response: { 200: vendorSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) =>
      patchVendor(app.db, await requireVendorId(request), requireIdentity(request).id, request.body),
  });
};

export default vendorRoutes;
