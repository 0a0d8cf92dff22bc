import type { SessionResponse } from '@vendor-portal/contract/auth';
import { apiRequest } from '../api-client.ts';

// POST /auth/sessions {email, password} → the session (docs/architecture.md "Identity"): sign in.
// The refresh token comes back in an httpOnly cookie scoped to /auth, so the browser never sees it.
// The session's calls (this folder) run in the first load: no TanStack Query here (docs/decisions/005).

export const createSession = (email: string, password: string) =>
  apiRequest<SessionResponse>('/auth/sessions', { base: '', token: null, method: 'POST', body: { email, password } });
