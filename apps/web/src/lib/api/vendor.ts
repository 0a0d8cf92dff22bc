import type { PatchVendorBody, Vendor } from '@vendor-portal/contract/vendor';
import { api } from '../api-client.ts';

// SPEC §7: /vendor. Used by Account and by onboarding. (GET /vendor lives in the session store.)

export const createVendor = (body: Record<string, string>) => api.post<Vendor>('/vendor', body);
export const patchVendor = (body: Partial<Record<keyof PatchVendorBody | 'zipcode', string>>) => api.patch<Vendor>('/vendor', body);
