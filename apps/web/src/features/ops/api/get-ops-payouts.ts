import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/payouts?weekStart= (docs/architecture.md "Pay and earnings"): every vendor with completed work
// that week, its total and count, paid or not.

const fetchOpsPayouts = async (weekStart: string) => (await call(paths.getOpsPayouts, { query: { weekStart } })).data;

export const opsPayoutsQueryOptions = (weekStart: string) =>
  queryOptions({ queryKey: ['opsPayouts', weekStart], queryFn: () => fetchOpsPayouts(weekStart) });

export const useOpsPayouts = (weekStart: string) => useSignedInQuery(opsPayoutsQueryOptions(weekStart));
