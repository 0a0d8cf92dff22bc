import { lazy, Suspense } from 'react';

// The Notifications card loads as its own chunk: the /account chunk stays within its budget.
const NotificationsSettings = lazy(() => import('./notifications-settings.tsx'));

export function NotificationsCard() {
  return (
    <Suspense fallback={null}>
      <NotificationsSettings />
    </Suspense>
  );
}
