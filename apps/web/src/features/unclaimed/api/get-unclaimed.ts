import { queryOptions } from '@tanstack/react-query';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import type { Eligibility, NearbyItem, UnclaimedResponse } from '@vendor-portal/contract/eligibility';
import { api, unwrapList } from '../../../lib/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /appointment/unclaimed (docs/product-spec.md §7): the SPEC's {data: list}, with beside it
// `eligibility` and `nearby` (docs/architecture.md "Who may claim (built)"). An answer without them
// (an older server) reads as "may claim, nothing nearby".

const MAY_CLAIM: Eligibility = { canClaim: true, reasons: [] };

export async function fetchUnclaimed(): Promise<UnclaimedResponse> {
  const payload = await api.get<Partial<UnclaimedResponse> | UnclaimedItem[]>('/appointment/unclaimed');
  const rest = payload && !Array.isArray(payload) ? payload : {};
  return {
    data: unwrapList<UnclaimedItem>(payload) ?? [],
    eligibility: rest.eligibility ?? MAY_CLAIM,
    nearby: rest.nearby ?? ([] as NearbyItem[]),
  };
}

export const unclaimedQueryOptions = () =>
  queryOptions({ queryKey: ['appointment', 'unclaimed'], queryFn: fetchUnclaimed });

export const useUnclaimed = () => useSignedInQuery(unclaimedQueryOptions());
