import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { VendorFile } from '@vendor-portal/contract/files';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from './api-client.ts';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// GET /vendorFiles (docs/product-spec.md §7). Account lists them; onboarding's documents step uploads.

/** GET /vendorFiles answered something that is neither a list nor {data: list} (docs/product-spec.md §8). */
export class UnexpectedFilesFormatError extends Error {}

async function fetchVendorFiles(): Promise<VendorFile[]> {
  const list = unwrapList<VendorFile>(await call(paths.getVendorFiles));
  if (!list) throw new UnexpectedFilesFormatError('Unexpected /vendorFiles answer');
  return list;
}

// A file's mediaUrl is a signed link valid for 15 minutes: refetch before the shown links expire.
const LINK_REFRESH_MS = 10 * 60 * 1000;

export const vendorFilesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getVendorFiles),
    queryFn: fetchVendorFiles,
    refetchInterval: LINK_REFRESH_MS,
  });

export const useVendorFiles = () => useSignedInQuery(vendorFilesQueryOptions());

/** Reads it again: a decision on a document elsewhere (live event `vendor` documents or review). */
export const refreshVendorFiles = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: vendorFilesQueryOptions().queryKey });
