import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewVendorBody } from '@vendor-portal/contract/ops/staff';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsVendorQueryOptions } from './get-ops-vendor.ts';
import { opsVendorsQueryOptions } from './get-ops-vendors.ts';

// PATCH /api/ops/vendors/{id} (docs/architecture.md "Staff and review"): the decision on a vendor;
// the server mails the vendor.

const reviewVendor = (id: number, body: ReviewVendorBody) => call(paths.patchOpsVendorsById, { params: { id }, body });

export function useReviewVendor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewVendorBody) => reviewVendor(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: opsVendorQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: opsVendorsQueryOptions().queryKey.slice(0, 1) }),
      ]);
    },
  });
}
