import type { Vendor } from '@vendor-portal/contract/vendor';
import { apiResponse } from '../api-client.ts';

// POST /vendor at sign-up (docs/product-spec.md §4 Sign up). (Onboarding's first save is
// lib/api/create-vendor.ts.)

/** POST /vendor (docs/product-spec.md §7: success is 200 or 201), with the status the server really answered. */
/** docs/product-spec.md §7: the vendor was created when POST /vendor answers 200 or 201. */
export const vendorCreated = (status: number) => status === 200 || status === 201;

export async function createSessionVendor(token: string, body: Record<string, string>) {
  const { status, data } = await apiResponse<Vendor | null>('/vendor', { method: 'POST', token, body });
  return { status, vendor: data ?? null };
}
