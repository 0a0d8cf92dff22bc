import { queryOptions } from '@tanstack/react-query';
import type { CoverageGapDetail } from '@vendor-portal/contract/ops/insights';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights/coverage-gaps: each gap with the vendors nearest to filling it.

export const fetchCoverageGaps = async () =>
  (await api.get<{ data: CoverageGapDetail[] }>('/ops/insights/coverage-gaps')).data;

export const coverageGapsQueryOptions = () =>
  queryOptions({ queryKey: ['opsInsights', 'coverageGaps'], queryFn: fetchCoverageGaps });

export const useCoverageGaps = () => useSignedInQuery(coverageGapsQueryOptions());
