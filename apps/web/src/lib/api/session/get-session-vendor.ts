import type { Vendor } from '@vendor-portal/contract/vendor';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from '../api-client.ts';
import { call } from '../call.ts';

// GET /vendor, the fetcher of the session's every sign-in step and of lib/api/get-vendor.ts's query.

/**
 * GET /vendor answers a vendor or {data:[vendor]}: the first entry is used (docs/product-spec.md §7). Without a
 * token argument it sends the stored one (the query of lib/api/get-vendor.ts).
 */
export async function fetchVendor(token?: string): Promise<Vendor | null> {
  const payload = (await call(paths.getVendor, { token })) as unknown;
  const list = unwrapList<Vendor>(payload);
  if (list) return list[0] ?? null;
  return (payload as Vendor | null) ?? null;
}
