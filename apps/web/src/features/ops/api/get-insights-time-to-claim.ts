import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights/time-to-claim?days=N: median and 90th percentile per week and per service.

const fetchTimeToClaim = async (days: number) =>
  (await call(paths.getOpsInsightsTimeToClaim, { query: { days } })).data;

const timeToClaimQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['opsInsights', days, 'timeToClaim'],
    queryFn: () => fetchTimeToClaim(days),
    placeholderData: (previous) => previous,
  });

export const useTimeToClaim = (days: number) => useSignedInQuery(timeToClaimQueryOptions(days));
