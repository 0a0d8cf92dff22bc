import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchVendorBody } from '@vendor-portal/contract/vendor';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { vendorQueryOptions } from './get-vendor.ts';

// PATCH /vendor (docs/product-spec.md §7): the answer is the updated vendor, which replaces the cached one.

export type VendorChanges = Partial<Record<keyof PatchVendorBody | 'zipcode', string>>;

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorChanges) => call(paths.patchVendor, { body }),
    onSuccess: (vendor) => queryClient.setQueryData(vendorQueryOptions().queryKey, vendor),
  });
}
