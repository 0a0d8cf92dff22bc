import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsProduct, PatchProductBody } from '@vendor-portal/contract/ops/staff';
import { api } from '../../../lib/api/api-client.ts';
import { opsProductsQueryOptions } from './get-ops-products.ts';

// PATCH /api/ops/products/{id} (docs/architecture.md "Staff and review", "Pay and earnings"): switch a
// product on or off, or set its prices' pay.

export const updateOpsProduct = (id: number, body: PatchProductBody) =>
  api.patch<OpsProduct>(`/ops/products/${id}`, body);

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
