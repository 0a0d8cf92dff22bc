import { queryOptions } from '@tanstack/react-query';
import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/products (docs/architecture.md "Staff and review"): every product, active or not, with its prices.

export const fetchOpsProducts = async () => (await api.get<{ data: OpsProduct[] }>('/ops/products')).data;

export const opsProductsQueryOptions = () => queryOptions({ queryKey: ['opsProducts'], queryFn: fetchOpsProducts });

export const useOpsProducts = () => useSignedInQuery(opsProductsQueryOptions());
