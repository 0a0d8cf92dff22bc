import { productListQuery, productSchema } from '../appointments.ts';
import { dataList } from '../common.ts';
import { route } from './define.ts';

// Moved from apps/api/src/modules/products/routes.ts.
export const productsRoutes = {
  getProduct: route({
    method: 'GET',
    path: '/api/product',
    who: 'signedIn',
    tags: ['catalogue'],
    summary: 'The catalogue (docs/product-spec.md §7: isActive=true for what vendors can offer)',
    query: productListQuery,
    responses: { 200: dataList(productSchema) },
  }),
};
