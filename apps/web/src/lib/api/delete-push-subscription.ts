import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';

// DELETE /push/subscriptions/{id} (docs/architecture.md "Alerts on the phone"): ends one of the member's devices;
// a member of the provider's staff ends its own from the console (/ops/push/subscriptions/{id}).
// Here, not in features/account: signing out (lib/session) ends this device's subscription too.
export type PushScope = 'member' | 'staff';

export const deletePushSubscription = (id: number, scope: PushScope = 'member') =>
  scope === 'staff'
    ? call(paths.deleteOpsPushSubscriptionsById, { params: { id } })
    : call(paths.deletePushSubscriptionsById, { params: { id } });
