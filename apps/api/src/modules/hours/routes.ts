import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { vendorHoursBody, vendorHoursSchema } from '@vendor-portal/contract/services';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { createHoursDay, deleteHoursDay, listHours, updateHoursDay } from './service.ts';

// docs/product-spec.md §7: /vendorHours. Bodies are normalised and checked by vendorHoursBody (docs/product-spec.md §5 Time values).
const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/vendorHours', {
    schema: {
      tags: ['hours'],
      summary: "The vendor's business hours, one row per saved weekday",
      response: { 200: z.array(vendorHoursSchema) },
    },
    handler: async (request) => listHours(app.db, await requireVendorId(request)),
  });

  app.post('/vendorHours', {
    schema: {
      tags: ['hours'],
      summary: 'Create one weekday (409 when it exists; empty times mean closed)',
      body: vendorHoursBody,
      response: { 201: vendorHoursSchema, 400: errorBodySchema, 409: errorBodySchema },
    },
    config: { idempotent: true, capability: 'setup' },
    handler: async (request, reply) => {
      const row = await createHoursDay(app.db, await requireVendorId(request), request.body);
      return reply.code(201).send(row);
    },
  });

  app.patch('/vendorHours', {
    config: { capability: 'setup' },
    schema: {
      tags: ['hours'],
      summary: 'Update the weekday named in the body (404 when it has no row yet)',
      body: vendorHoursBody,
      response: { 200: vendorHoursSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => updateHoursDay(app.db, await requireVendorId(request), request.body),
  });

  app.delete('/vendorHours/:id', {
    config: { capability: 'setup' },
    schema: {
      tags: ['hours'],
      summary: 'Clear a day',
      params: idParams,
      response: { 204: z.null(), 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      await deleteHoursDay(app.db, await requireVendorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default hoursRoutes;
