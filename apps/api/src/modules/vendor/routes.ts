import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireVendorId } from '../../plugins/app/auth.ts';
import { createVendor, getVendorByIdentity, patchVendor } from './service.ts';
import { getVendorSetup } from './setup.ts';

const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getVendor, async (request) => getVendorByIdentity(app.db, requireIdentity(request).id));

  serve(app, routes.getVendorSetup, async (request) => getVendorSetup(app.db, requireIdentity(request).id));

  serve(app, routes.postVendor, async (request, reply) => {
    const vendor = await createVendor(app.db, requireIdentity(request).id, request.body);
    return reply.code(201).send(vendor);
  });

  serve(app, routes.patchVendor, async (request) =>
    patchVendor(app.db, await requireVendorId(request), requireIdentity(request).id, request.body),
  );
};

export default vendorRoutes;
