import { apiRequest } from '../../../lib/api/api-client.ts';

// POST /auth/email-change/confirm {token} → {email}: the sign-in email moves to the link's address;
// 400 invalid-email-change-token (unknown, used or expired), 409 email-change-unavailable (taken
// meanwhile). docs/architecture.md "Identity".
export const confirmEmailChange = (token: string) =>
  apiRequest<{ email: string }>('/auth/email-change/confirm', {
    base: '',
    token: null,
    method: 'POST',
    body: { token },
  });
