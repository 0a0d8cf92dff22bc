import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewFileBody } from '@vendor-portal/contract/ops/staff';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsVendorQueryOptions } from './get-ops-vendor.ts';
import { opsVendorsQueryOptions } from './get-ops-vendors.ts';

// PATCH /api/ops/vendor-files/{id} (docs/architecture.md "Staff and review"): the decision on one
// document, with its expiry date (YYYY-MM-DD) or the reason of a rejection; the server mails the vendor.

const reviewVendorFile = (fileId: number, body: ReviewFileBody) =>
  call(paths.patchOpsVendorFilesById, { params: { id: fileId }, body });

export function useReviewVendorFile(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, body }: { fileId: number; body: ReviewFileBody }) => reviewVendorFile(fileId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: opsVendorQueryOptions(vendorId).queryKey }),
        queryClient.invalidateQueries({ queryKey: opsVendorsQueryOptions().queryKey.slice(0, 1) }),
      ]);
    },
  });
}
