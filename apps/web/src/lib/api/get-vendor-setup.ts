import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { VendorSetup } from '@vendor-portal/contract/vendor-setup';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// GET /vendorSetup: the onboarding steps done on any device (docs/product-spec.md §4 Onboarding). The wizard
// resumes from it; the appointments page shows what is left. Read afresh on each visit (no stale time), since
// another device, Services & Hours or Account may have finished a step meanwhile.

async function fetchVendorSetup(): Promise<VendorSetup> {
  return call(paths.getVendorSetup);
}

export const vendorSetupQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getVendorSetup), queryFn: fetchVendorSetup, staleTime: 0 });

export const useVendorSetup = (enabled = true) => useSignedInQuery(vendorSetupQueryOptions(), enabled);

/** Reads it again: its review changed elsewhere (live event `vendor` review). */
export const refreshVendorSetup = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: vendorSetupQueryOptions().queryKey });
