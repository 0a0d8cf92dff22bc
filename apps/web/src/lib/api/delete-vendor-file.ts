import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesRoutes } from '@vendor-portal/contract/routes/files';
import { call } from './call.ts';
import { vendorFilesQueryOptions } from './get-vendor-files.ts';

// DELETE /vendorFiles/{id} (docs/product-spec.md §7).

export const deleteVendorFile = (id: number) => call(filesRoutes.deleteVendorFilesById, { params: { id } });

export function useDeleteVendorFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorFilesQueryOptions().queryKey }),
  });
}
