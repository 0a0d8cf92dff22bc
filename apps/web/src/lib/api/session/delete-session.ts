import { apiRequest } from '../api-client.ts';

// DELETE /auth/sessions/current: sign out of the identity service (docs/architecture.md "Identity").

export const deleteSession = () =>
  apiRequest<void>('/auth/sessions/current', { base: '', token: null, method: 'DELETE' });
