import { queryOptions } from '@tanstack/react-query';
import type { Scorecard } from '@vendor-portal/contract/scorecard';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /api/scorecard (docs/architecture.md "Scorecard and tiers"): the company's last 28 days, each figure's jobs.

async function fetchScorecard(): Promise<Scorecard> {
  return (await call(paths.getScorecard)).data;
}

const scorecardQueryOptions = () => queryOptions({ queryKey: queryKey(paths.getScorecard), queryFn: fetchScorecard });

export const useScorecard = () => useSignedInQuery(scorecardQueryOptions());
