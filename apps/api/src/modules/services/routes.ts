import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import {
  addZipCodeBody,
  createVendorProductBody,
  deleteZipCodeQuery,
  vendorProductCreated,
  zipCodeRecordSchema,
} from '@vendor-portal/contract/services';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { addVendorProduct, addZipCode, deleteVendorProduct, deleteZipCode, listZipCodeRecords } from './service.ts';

// docs/product-spec.md §7: /vendorProduct and /zipcode, always scoped to the signed-in vendor.
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/vendorProduct', {
    schema: {
      tags: ['services'],
      summary: 'Offer an active catalogue product (404 unknown or inactive, 409 already offered)',
      body: createVendorProductBody,
      response: { 201: vendorProductCreated, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    config: { idempotent: true, capability: 'setup' },
    handler: async (request, reply) => {
      const created = await addVendorProduct(app.db, await requireVendorId(request), request.body.productId);
      return reply.code(201).send(created);
    },
  });

  app.delete('/vendorProduct/:id', {
    config: { capability: 'setup' },
    schema: {
      tags: ['services'],
      summary: 'Stop offering a service; its zip codes go with it',
      params: idParams,
      response: { 204: z.null(), 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      await deleteVendorProduct(app.db, await requireVendorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/zipcode', {
    config: { capability: 'setup' },
    schema: {
      tags: ['services'],
      summary: "The vendor's services with their zip codes (sorted)",
      response: { 200: z.array(zipCodeRecordSchema) },
    },
    handler: async (request) => listZipCodeRecords(app.db, await requireVendorId(request)),
  });

  app.post('/zipcode', {
    schema: {
      tags: ['services'],
      summary: 'Add a 5-digit zip code to one of the vendor’s services (409 duplicate)',
      body: addZipCodeBody,
      response: { 201: addZipCodeBody, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    config: { idempotent: true, capability: 'setup' },
    handler: async (request, reply) => {
      const { vendorProductId, zipCode } = request.body;
      await addZipCode(app.db, await requireVendorId(request), vendorProductId, zipCode);
      return reply.code(201).send({ vendorProductId, zipCode });
    },
  });

  app.delete('/zipcode', {
    config: { capability: 'setup' },
    schema: {
      tags: ['services'],
      summary: 'Remove a zip code from one of the vendor’s services',
      querystring: deleteZipCodeQuery,
      response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { zipcode, vendorProductId } = request.query;
      await deleteZipCode(app.db, await requireVendorId(request), vendorProductId, zipcode);
      return reply.code(204).send(null);
    },
  });
};

export default serviceRoutes;
