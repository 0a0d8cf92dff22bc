import type { SessionResponse } from '@vendor-portal/contract/auth';
import { apiRequest } from '../api-client.ts';

// POST /auth/accounts {email, password} → the new identity's session (docs/architecture.md "Identity");
// 409 email-already-in-use.

export const createAccount = (email: string, password: string) =>
  apiRequest<SessionResponse>('/auth/accounts', { base: '', token: null, method: 'POST', body: { email, password } });
