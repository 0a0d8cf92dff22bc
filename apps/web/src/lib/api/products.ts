import type { Product } from '@vendor-portal/contract/appointments';
import { api, unwrapList } from '../api-client.ts';

/** GET /product?isActive=true: the active catalogue (SPEC §7). */
export async function fetchActiveProducts(): Promise<Product[]> {
  return unwrapList<Product>(await api.get('/product', { query: { isActive: true } })) ?? [];
}
