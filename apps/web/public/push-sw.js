// docs/architecture.md "Alerts on the phone (Web Push)": imported by the generated service worker
// (apps/web/vite.config.ts, workbox importScripts). A message shows one notification per job (its tag is the job,
// so a newer message about it replaces the older one on the device, as the Topic does in the push service); a
// tap focuses a window of the portal that is already open and takes it to the message's page, or opens one.
/* global self, clients */

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: `job-${message.appointmentId}`,
      renotify: true,
      icon: '/icons/icon-192.png',
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/' },
    }),
  );
});

/**
 * What a tap on a notification does: it focuses a window of the portal that is already open and takes it to the
 * notification's page, or opens one. Focusing needs the tap itself (a user activation): without one the window is
 * still taken to the page. Named on the worker's scope so that the journey (e2e/push-alerts.spec.ts) runs the very
 * same steps on a notification shown (headless Chromium has no notification to tap).
 */
self.openNotification = async (notification) => {
  notification.close();
  const url = new URL(notification.data?.url ?? '/', self.location.origin).href;
  const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = open.find((client) => new URL(client.url).origin === self.location.origin);
  if (own) {
    const focused = await own.focus().catch(() => own);
    if (focused.url === url) return;
    // A window this worker controls can be taken to the page; any other opens it beside.
    if ('navigate' in focused) {
      try {
        await focused.navigate(url);
        return;
      } catch {
        /* not controlled: open a window instead */
      }
    }
  }
  await clients.openWindow(url);
};

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(self.openNotification(event.notification));
});
