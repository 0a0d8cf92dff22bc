import { api } from './api-client.ts';

// DELETE /push/subscriptions/{id} (docs/architecture.md "Alerts on the phone"): ends one of the member's devices;
// a member of the provider's staff ends its own from the console (/ops/push/subscriptions/{id}).
// Here, not in features/account: signing out (lib/session) ends this device's subscription too.
export type PushScope = 'member' | 'staff';

export const pushBase = (scope: PushScope) => (scope === 'staff' ? '/ops/push' : '/push');

export const deletePushSubscription = (id: number, scope: PushScope = 'member') =>
  api.delete<void>(`${pushBase(scope)}/subscriptions/${id}`);
