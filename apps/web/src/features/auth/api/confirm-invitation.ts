import type { SessionResponse } from '@vendor-portal/contract/auth';
import { apiRequest } from '../../../lib/api/api-client.ts';

// POST /auth/invitations/confirm {token, password} → 201 with sign-in's shape (idToken, the refresh cookie); a used
// or expired token → 400 (docs/architecture.md "A company with a crew"). A signed-out page's call.

export const confirmInvitation = (token: string, password: string) =>
  apiRequest<SessionResponse>('/auth/invitations/confirm', {
    base: '',
    token: null,
    method: 'POST',
    body: { token, password },
  });
