import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@vendor-portal/contract/appointments';
import { api, unwrapList } from './api-client.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';

// GET /product?isActive=true (docs/product-spec.md §7): the active catalogue, one cache entry for the
// appointments page, Services & Hours and onboarding.

export async function fetchActiveProducts(): Promise<Product[]> {
  return unwrapList<Product>(await api.get('/product', { query: { isActive: true } })) ?? [];
}

export const activeProductsQueryOptions = () =>
  queryOptions({ queryKey: ['product', { isActive: true }], queryFn: fetchActiveProducts });

export const useActiveProducts = (enabled = true) => useSignedInQuery(activeProductsQueryOptions(), enabled);
