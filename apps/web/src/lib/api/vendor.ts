import type { Vendor } from '@vendor-portal/contract/vendor';
import { api } from '../api-client.ts';

// SPEC §7: /vendor. Used by Account and by onboarding.

export const createVendor = (body: Record<string, string>) => api.post<Vendor>('/vendor', body);
export const patchVendor = (body: Partial<Record<keyof Vendor | 'zipcode', string>>) => api.patch<Vendor>('/vendor', body);
