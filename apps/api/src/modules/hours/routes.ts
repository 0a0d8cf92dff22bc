import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { createHoursDay, deleteHoursDay, listHours, updateHoursDay } from './service.ts';

// docs/product-spec.md §7: /vendorHours. Bodies are normalised and checked by vendorHoursBody (docs/product-spec.md §5 Time values).
const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getVendorHours, async (request) => listHours(app.db, await requireVendorId(request)));

  serve(app, routes.postVendorHours, async (request, reply) => {
    const row = await createHoursDay(app.db, await requireVendorId(request), request.body);
    return reply.code(201).send(row);
  });

  serve(app, routes.patchVendorHours, async (request) =>
    updateHoursDay(app.db, await requireVendorId(request), request.body),
  );

  serve(app, routes.deleteVendorHoursById, async (request, reply) => {
    await deleteHoursDay(app.db, await requireVendorId(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default hoursRoutes;
