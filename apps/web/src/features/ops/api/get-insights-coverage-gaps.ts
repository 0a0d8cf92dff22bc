import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights/coverage-gaps: each gap with the vendors nearest to filling it.

const fetchCoverageGaps = async () => (await call(paths.getOpsInsightsCoverageGaps)).data;

const coverageGapsQueryOptions = () =>
  queryOptions({ queryKey: ['opsInsights', 'coverageGaps'], queryFn: fetchCoverageGaps });

export const useCoverageGaps = () => useSignedInQuery(coverageGapsQueryOptions());
