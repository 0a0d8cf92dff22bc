import { queryOptions } from '@tanstack/react-query';
import type { Earnings } from '@vendor-portal/contract/earnings';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /api/earnings (docs/architecture.md "Pay and earnings"): the last 12 weeks and what is upcoming.

const EARNINGS_WEEKS = 12;

async function fetchEarnings(): Promise<Earnings> {
  return (await call(paths.getEarnings, { query: { weeks: EARNINGS_WEEKS } })).data;
}

const earningsQueryOptions = () => queryOptions({ queryKey: queryKey(paths.getEarnings), queryFn: fetchEarnings });

export const useEarnings = () => useSignedInQuery(earningsQueryOptions());
