import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchVendor } from './session/get-session-vendor.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { queryKey } from './query-key.ts';

// GET /vendor (docs/product-spec.md §7). The vendor lives here, in the query cache; the session keeps only its
// id. The fetcher is the session's own (lib/session/session-store.ts): every sign-in step calls it
// from the first-load bundle, which must not carry TanStack Query (docs/decisions/005).

export const vendorQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getVendor), queryFn: () => fetchVendor() });

export const useVendor = () => useSignedInQuery(vendorQueryOptions());

/** Reads it again: its review changed elsewhere (live event `vendor` review or documents). */
export const refreshVendor = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: vendorQueryOptions().queryKey });
