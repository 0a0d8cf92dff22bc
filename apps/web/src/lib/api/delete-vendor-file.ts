import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { vendorFilesQueryOptions } from './get-vendor-files.ts';

// DELETE /vendorFiles/{id} (docs/product-spec.md §7).

export const deleteVendorFile = (id: number) => api.delete<void>(`/vendorFiles/${id}`);

export function useDeleteVendorFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorFilesQueryOptions().queryKey }),
  });
}
