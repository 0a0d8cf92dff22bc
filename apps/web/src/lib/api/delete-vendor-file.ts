import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { vendorFilesQueryOptions } from './get-vendor-files.ts';

// DELETE /vendorFiles/{id} (docs/product-spec.md §7).

export function useDeleteVendorFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(paths.deleteVendorFilesById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorFilesQueryOptions().queryKey }),
  });
}
