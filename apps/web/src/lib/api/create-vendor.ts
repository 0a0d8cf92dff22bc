import type { Vendor } from '@vendor-portal/contract/vendor';
import { api } from '../api-client.ts';

// POST /vendor (docs/product-spec.md §7), onboarding's first business-info save. (Sign-up's call, which reads
// the status, is the session's: lib/session/session-store.ts.) The caller puts the answer in the
// cache with vendorQueryOptions().queryKey.

export const createVendor = (body: Record<string, string>) => api.post<Vendor>('/vendor', body, { idempotent: true });
