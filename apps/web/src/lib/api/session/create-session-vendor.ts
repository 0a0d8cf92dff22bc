import * as paths from '@vendor-portal/contract/routes/paths';
import { callWithStatus, type Body } from '../call.ts';

// POST /vendor at sign-up (docs/product-spec.md §4 Sign up). (Onboarding's first save is
// lib/api/create-vendor.ts.)

/** POST /vendor (docs/product-spec.md §7: success is 200 or 201), with the status the server really answered. */
/** docs/product-spec.md §7: the vendor was created when POST /vendor answers 200 or 201. */
export const vendorCreated = (status: number) => status === 200 || status === 201;

export async function createSessionVendor(token: string, body: Record<string, string>) {
  const { status, data } = await callWithStatus(paths.postVendor, {
    token,
    // The sign-up form's fields, which its schema (the same as the server's) has checked.
    body: body as Body<typeof paths.postVendor>,
  });
  return { status, vendor: data ?? null };
}
