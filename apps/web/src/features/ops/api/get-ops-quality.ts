import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /api/ops/quality (docs/architecture.md "Scorecard and tiers"): every company's 28 days, worst first.

const queryOf = (flaggedOnly: boolean) => (flaggedOnly ? { flagged: 'true' as const } : {});

const fetchOpsQuality = async (flaggedOnly: boolean) =>
  (await call(paths.getOpsQuality, { query: queryOf(flaggedOnly) })).data;

const opsQualityQueryOptions = (flaggedOnly: boolean) =>
  queryOptions({
    queryKey: queryKey(paths.getOpsQuality, { query: queryOf(flaggedOnly) }),
    queryFn: () => fetchOpsQuality(flaggedOnly),
  });

export const useOpsQuality = (flaggedOnly: boolean) => useSignedInQuery(opsQualityQueryOptions(flaggedOnly));
