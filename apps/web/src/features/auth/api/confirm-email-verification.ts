import { apiRequest } from '../../../lib/api/api-client.ts';

// POST /auth/email-verification/confirm {token} → 204; 400 invalid-verification-token for an
// unknown, used or expired link (docs/architecture.md "Identity").
export const confirmEmailVerification = (token: string) =>
  apiRequest<void>('/auth/email-verification/confirm', { base: '', token: null, method: 'POST', body: { token } });
