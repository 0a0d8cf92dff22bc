import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchVendorBody, Vendor } from '@vendor-portal/contract/vendor';
import { api } from './api-client.ts';
import { vendorQueryOptions } from './get-vendor.ts';

// PATCH /vendor (docs/product-spec.md §7): the answer is the updated vendor, which replaces the cached one.

export type VendorChanges = Partial<Record<keyof PatchVendorBody | 'zipcode', string>>;

export const patchVendor = (body: VendorChanges) => api.patch<Vendor>('/vendor', body);

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchVendor,
    onSuccess: (vendor) => queryClient.setQueryData(vendorQueryOptions().queryKey, vendor),
  });
}
