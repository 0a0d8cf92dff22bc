import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { api } from './api-client.ts';
import { vendorQueryOptions } from './get-vendor.ts';

// POST /vendor (docs/product-spec.md §7), onboarding's first business-info save. (Sign-up's call, which reads
// the status, is the session's: lib/api/session/create-session-vendor.ts.) The answer becomes the
// cached vendor.

export const createVendor = (body: Record<string, string>) => api.post<Vendor>('/vendor', body, { idempotent: true });

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: (vendor) => queryClient.setQueryData(vendorQueryOptions().queryKey, vendor),
  });
}
