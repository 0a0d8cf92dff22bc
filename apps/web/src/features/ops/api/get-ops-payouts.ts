import { queryOptions } from '@tanstack/react-query';
import type { PayoutRow } from '@vendor-portal/contract/earnings';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/payouts?weekStart= (docs/architecture.md "Pay and earnings"): every vendor with completed work
// that week, its total and count, paid or not.

export const fetchOpsPayouts = async (weekStart: string) =>
  (await api.get<{ data: PayoutRow[] }>(`/ops/payouts?weekStart=${encodeURIComponent(weekStart)}`)).data;

export const opsPayoutsQueryOptions = (weekStart: string) =>
  queryOptions({ queryKey: ['opsPayouts', weekStart], queryFn: () => fetchOpsPayouts(weekStart) });

export const useOpsPayouts = (weekStart: string) => useSignedInQuery(opsPayoutsQueryOptions(weekStart));
