import { queryOptions } from '@tanstack/react-query';
import type { ExpiringDocument } from '@vendor-portal/contract/ops/staff';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/expiring-documents (issue 28 item 11): approved documents expiring in the next 30 days,
// soonest first, with their vendors.

export const fetchExpiringDocuments = async () =>
  (await api.get<{ data: ExpiringDocument[] }>('/ops/expiring-documents')).data;

export const expiringDocumentsQueryOptions = () =>
  queryOptions({ queryKey: ['expiringDocuments'], queryFn: fetchExpiringDocuments });

export const useExpiringDocuments = () => useSignedInQuery(expiringDocumentsQueryOptions());
