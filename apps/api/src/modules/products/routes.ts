import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProducts } from './service.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.getProduct, async (request) => {
    const { isActive } = request.query;
    return {
      data: await listProducts(app.db, { isActive: isActive === undefined ? undefined : isActive === 'true' }),
    };
  });
};

export default productRoutes;
