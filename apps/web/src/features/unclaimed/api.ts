import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import { api, unwrapList } from '../../lib/api-client.ts';

// SPEC §7: GET /appointment/unclaimed and PATCH /appointment/claim/{id}.

export async function fetchUnclaimed(): Promise<UnclaimedItem[]> {
  return unwrapList<UnclaimedItem>(await api.get('/appointment/unclaimed')) ?? [];
}

export const claimAppointment = (id: number) => api.patch<unknown>(`/appointment/claim/${id}`);
