import { api } from './api-client.ts';

// DELETE /push/subscriptions/{id} (docs/architecture.md "Alerts on the phone"): ends one of the member's devices.
// Here, not in features/account: signing out (lib/session) ends this device's subscription too.
export const deletePushSubscription = (id: number) => api.delete<void>(`/push/subscriptions/${id}`);
