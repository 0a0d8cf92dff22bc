import { apiRequest } from '../../../lib/api/api-client.ts';

// POST /auth/password-reset {email} → 204: mails a reset link (docs/architecture.md "Identity").
// A signed-out page: no query cache, so the page calls this fetcher itself (docs/how-to/client-data.md).

export const sendPasswordReset = (email: string) =>
  apiRequest<void>('/auth/password-reset', { base: '', token: null, method: 'POST', body: { email } });
