import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchProductBody } from '@vendor-portal/contract/ops/staff';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsProductsQueryOptions } from './get-ops-products.ts';

// PATCH /api/ops/products/{id} (docs/architecture.md "Staff and review", "Pay and earnings"): switch a
// product on or off, or set its prices' pay.

const updateOpsProduct = (id: number, body: PatchProductBody) =>
  call(paths.patchOpsProductsById, { params: { id }, body });

export function useUpdateOpsProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PatchProductBody & { id: number }) => updateOpsProduct(id, body),
    onSuccess: (product) =>
      queryClient.setQueryData(opsProductsQueryOptions().queryKey, (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      ),
  });
}
