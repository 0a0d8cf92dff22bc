import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuery, productSchema } from '@vendor-portal/contract/appointments';
import { dataList } from '@vendor-portal/contract/common';
import { listProducts } from './service.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product', {
    schema: {
      tags: ['catalogue'],
      summary: 'The catalogue (docs/product-spec.md §7: isActive=true for what vendors can offer)',
      querystring: productListQuery,
      response: { 200: dataList(productSchema) },
    },
    handler: async (request) => {
      const { isActive } = request.query;
      return {
        data: await listProducts(app.db, { isActive: isActive === undefined ? undefined : isActive === 'true' }),
      };
    },
  });
};

export default productRoutes;
