import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@vendor-portal/contract/ops/staff';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/audit (docs/architecture.md "Staff and review"): newest first, searchable by actor,
// action or target.

export const fetchAuditLog = async (q: string) =>
  (await api.get<{ data: AuditEntry[] }>('/ops/audit', { query: { q: q.trim() || undefined, limit: 200 } })).data;

export const auditLogQueryOptions = (q = '') =>
  queryOptions({ queryKey: ['auditLog', q.trim()], queryFn: () => fetchAuditLog(q), placeholderData: (p) => p });

export const useAuditLog = (q: string) => useSignedInQuery(auditLogQueryOptions(q));
