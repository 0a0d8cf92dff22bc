import { queryOptions } from '@tanstack/react-query';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import { api, unwrapList } from '../../../lib/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /appointment/unclaimed (docs/product-spec.md §7): {data: list}.

export async function fetchUnclaimed(): Promise<UnclaimedItem[]> {
  return unwrapList<UnclaimedItem>(await api.get('/appointment/unclaimed')) ?? [];
}

export const unclaimedQueryOptions = () =>
  queryOptions({ queryKey: ['appointment', 'unclaimed'], queryFn: fetchUnclaimed });

export const useUnclaimed = () => useSignedInQuery(unclaimedQueryOptions());
