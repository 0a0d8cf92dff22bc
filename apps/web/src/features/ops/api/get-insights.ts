import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights?days=N (docs/architecture.md "The marketplace at a glance"): the overview's figures.

const fetchInsights = async (days: number) => (await call(paths.getOpsInsights, { query: { days } })).data;

const insightsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['opsInsights', days],
    queryFn: () => fetchInsights(days),
    placeholderData: (previous) => previous,
  });

export const useInsights = (days: number) => useSignedInQuery(insightsQueryOptions(days));
