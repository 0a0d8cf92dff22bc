import { queryOptions } from '@tanstack/react-query';
import type { ReviewStatus } from '@vendor-portal/contract/vendor';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/vendors (docs/architecture.md "Staff and review"): pending first, oldest submission
// first, with a count per status over every vendor matching q.

export interface OpsVendorFilter {
  reviewStatus?: ReviewStatus | undefined;
  q?: string | undefined;
}

const fetchOpsVendors = ({ reviewStatus, q }: OpsVendorFilter) =>
  call(paths.getOpsVendors, { query: { reviewStatus, q: q?.trim() || undefined } });

export const opsVendorsQueryOptions = (filter: OpsVendorFilter = {}) =>
  queryOptions({
    queryKey: ['opsVendors', filter],
    queryFn: () => fetchOpsVendors(filter),
    placeholderData: (previous) => previous,
  });

export const useOpsVendors = (filter: OpsVendorFilter) => useSignedInQuery(opsVendorsQueryOptions(filter));
