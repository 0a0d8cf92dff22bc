import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/audit (docs/architecture.md "Staff and review"): newest first, searchable by actor,
// action or target.

const fetchAuditLog = async (q: string) =>
  (await call(paths.getOpsAudit, { query: { q: q.trim() || undefined, limit: 200 } })).data;

const auditLogQueryOptions = (q = '') =>
  queryOptions({ queryKey: ['auditLog', q.trim()], queryFn: () => fetchAuditLog(q), placeholderData: (p) => p });

export const useAuditLog = (q: string) => useSignedInQuery(auditLogQueryOptions(q));
