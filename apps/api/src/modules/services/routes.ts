import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { addVendorProduct, addZipCode, deleteVendorProduct, deleteZipCode, listZipCodeRecords } from './service.ts';

// docs/product-spec.md §7: /vendorProduct and /zipcode, always scoped to the signed-in vendor.
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.postVendorProduct, async (request, reply) => {
    const created = await addVendorProduct(app.db, await requireVendorId(request), request.body.productId);
    return reply.code(201).send(created);
  });

  serve(app, routes.deleteVendorProductById, async (request, reply) => {
    await deleteVendorProduct(app.db, await requireVendorId(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, routes.getZipcode, async (request) => listZipCodeRecords(app.db, await requireVendorId(request)));

  serve(app, routes.postZipcode, async (request, reply) => {
    const { vendorProductId, zipCode } = request.body;
    await addZipCode(app.db, await requireVendorId(request), vendorProductId, zipCode);
    return reply.code(201).send({ vendorProductId, zipCode });
  });

  serve(app, routes.deleteZipcode, async (request, reply) => {
    const { zipcode, vendorProductId } = request.query;
    await deleteZipCode(app.db, await requireVendorId(request), vendorProductId, zipcode);
    return reply.code(204).send(null);
  });
};

export default serviceRoutes;
