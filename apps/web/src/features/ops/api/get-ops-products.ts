import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/products (docs/architecture.md "Staff and review"): every product, active or not, with its prices.

const fetchOpsProducts = async () => (await call(paths.getOpsProducts)).data;

export const opsProductsQueryOptions = () => queryOptions({ queryKey: ['opsProducts'], queryFn: fetchOpsProducts });

export const useOpsProducts = () => useSignedInQuery(opsProductsQueryOptions());
