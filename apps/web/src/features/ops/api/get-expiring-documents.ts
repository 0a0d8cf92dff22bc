import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/expiring-documents (issue 28 item 11): approved documents expiring in the next 30 days,
// soonest first, with their vendors.

const fetchExpiringDocuments = async () => (await call(paths.getOpsExpiringDocuments)).data;

const expiringDocumentsQueryOptions = () =>
  queryOptions({ queryKey: ['expiringDocuments'], queryFn: fetchExpiringDocuments });

export const useExpiringDocuments = () => useSignedInQuery(expiringDocumentsQueryOptions());
