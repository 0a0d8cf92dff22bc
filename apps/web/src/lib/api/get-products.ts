import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@vendor-portal/contract/appointments';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from './api-client.ts';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// GET /product?isActive=true (docs/product-spec.md §7): the active catalogue, one cache entry for the
// appointments page, Services & Hours and onboarding.

async function fetchActiveProducts(): Promise<Product[]> {
  return unwrapList<Product>(await call(paths.getProduct, { query: { isActive: true } })) ?? [];
}

const activeProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getProduct, { query: { isActive: true } }), queryFn: fetchActiveProducts });

export const useActiveProducts = (enabled = true) => useSignedInQuery(activeProductsQueryOptions(), enabled);
