import { apiRequest } from '../../../lib/api/api-client.ts';

// POST /auth/password-reset/confirm {token, newPassword} → 204; 400 invalid-reset-token
// (docs/architecture.md "Identity"). A signed-out page's call, as send-password-reset.ts.

export const confirmPasswordReset = (token: string, newPassword: string) =>
  apiRequest<void>('/auth/password-reset/confirm', {
    base: '',
    token: null,
    method: 'POST',
    body: { token, newPassword },
  });
