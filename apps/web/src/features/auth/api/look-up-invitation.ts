import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationLookup } from '@vendor-portal/contract/team';
import { apiRequest } from '../../../lib/api/api-client.ts';

// POST /auth/invitations/lookup {token} → the company, the name, the address and the role of a working link, so
// /join says what it is for; a used, expired or ended link → 400 invalid-invitation-token. A signed-out call.

export const lookUpInvitation = (token: string) =>
  apiRequest<InvitationLookup>('/auth/invitations/lookup', { base: '', token: null, method: 'POST', body: { token } });

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitation', token], queryFn: () => lookUpInvitation(token), retry: false });

export const useInvitation = (token: string) => useQuery({ ...invitationQueryOptions(token), enabled: Boolean(token) });
