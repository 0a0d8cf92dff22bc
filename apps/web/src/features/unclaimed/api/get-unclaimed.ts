import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import type { Eligibility, NearbyItem, UnclaimedResponse } from '@vendor-portal/contract/eligibility';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from '../../../lib/api/api-client.ts';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /appointment/unclaimed (docs/product-spec.md §7): the SPEC's {data: list}, with beside it
// `eligibility` and `nearby` (docs/architecture.md "Who may claim"). An answer without them
// (an older server) reads as "may claim, nothing nearby".

const MAY_CLAIM: Eligibility = { canClaim: true, reasons: [] };

export async function fetchUnclaimed(): Promise<UnclaimedResponse> {
  const payload = (await call(paths.getAppointmentUnclaimed)) as Partial<UnclaimedResponse> | UnclaimedItem[];
  const rest = payload && !Array.isArray(payload) ? payload : {};
  return {
    data: unwrapList<UnclaimedItem>(payload) ?? [],
    eligibility: rest.eligibility ?? MAY_CLAIM,
    nearby: rest.nearby ?? ([] as NearbyItem[]),
  };
}

export const unclaimedQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getAppointmentUnclaimed), queryFn: fetchUnclaimed });

export const useUnclaimed = () => useSignedInQuery(unclaimedQueryOptions());

// The live stream's updates of the list (app/live-events.tsx, docs/architecture.md "Live events and alerts").

/** Reads the list again. */
export const refreshUnclaimed = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: unclaimedQueryOptions().queryKey });

/** The list as the server has it now (cached for the page too), or null when it cannot be read. */
export const fetchFreshUnclaimed = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...unclaimedQueryOptions(), staleTime: 0 }).catch(() => null);

/** Takes a job out of the cached list in place (claimed by anyone), without a new read. */
export const dropUnclaimed = (queryClient: QueryClient, appointmentId: number) =>
  queryClient.setQueryData(unclaimedQueryOptions().queryKey, (list) =>
    list ? { ...list, data: list.data.filter((i) => i.appointment.id !== appointmentId) } : list,
  );
