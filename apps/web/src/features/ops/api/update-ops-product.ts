import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsProduct } from '@vendor-portal/contract/ops/staff';
import { api } from '../../../lib/api/api-client.ts';
import { opsProductsQueryOptions } from './get-ops-products.ts';

// PATCH /api/ops/products/{id} (docs/architecture.md "Staff and review"): switch a product on or off.

export const updateOpsProduct = (id: number, isActive: boolean) =>
  api.patch<OpsProduct>(`/ops/products/${id}`, { isActive });

export function useUpdateOpsProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateOpsProduct(id, isActive),
    onSuccess: (product) =>
      queryClient.setQueryData(opsProductsQueryOptions().queryKey, (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      ),
  });
}
