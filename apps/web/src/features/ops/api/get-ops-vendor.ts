import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/vendors/{id} (docs/architecture.md "Staff and review"): the vendor with its services,
// hours, files (with signed links) and agreement signature.

const fetchOpsVendor = async (id: number) => (await call(paths.getOpsVendorsById, { params: { id } })).data;

// The files' signed links last minutes: refetch before the previews' links expire.
const LINK_REFRESH_MS = 5 * 60 * 1000;

export const opsVendorQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['opsVendor', id], queryFn: () => fetchOpsVendor(id), refetchInterval: LINK_REFRESH_MS });

export const useOpsVendor = (id: number) => useSignedInQuery(opsVendorQueryOptions(id), Number.isInteger(id));
