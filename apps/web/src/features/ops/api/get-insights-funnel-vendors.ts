import { queryOptions } from '@tanstack/react-query';
import type { FunnelStep } from '@vendor-portal/contract/ops/insights';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/insights/funnel/{step}?days=N: the vendors who reached a step, each with where it stopped.

const fetchFunnelVendors = async (step: FunnelStep, days: number) =>
  (await call(paths.getOpsInsightsFunnelByStep, { params: { step }, query: { days } })).data;

const funnelVendorsQueryOptions = (step: FunnelStep, days: number) =>
  queryOptions({ queryKey: ['opsInsights', days, 'funnel', step], queryFn: () => fetchFunnelVendors(step, days) });

export const useFunnelVendors = (step: FunnelStep, days: number) =>
  useSignedInQuery(funnelVendorsQueryOptions(step, days));
