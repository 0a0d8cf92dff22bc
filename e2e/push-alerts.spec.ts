import { LIVE, PUSH } from '@vendor-portal/contract/messages';
import { QUIET_HOURS } from '@vendor-portal/contract/messages/quiet-hours';
import { bookByApi, eligibleVendorByApi, expect, middayOf, newEmail, OPS_HEADERS, signInByApi } from './fixtures.ts';
import { test } from './push-fixtures.ts';

// Journey (docs/architecture.md "Alerts on the phone (Web Push)"), at 390 px in Chromium: a member turns alerts
// on under Account with one tap, a job is booked, the server's message reaches a push service, and the service
// worker shows it as a notification that opens the job. Headless Chromium has no push service of its own, so the
// browser's PushManager hands out a subscription on a local push service (apps/api/test/push/push-service.ts, in
// this worker's server's PUSH_ENDPOINT_ALLOW, with device keys the test holds); the test decrypts what the server
// sent (RFC 8291) and delivers it to the real service worker with the DevTools protocol
// (ServiceWorker.deliverPushMessage), as the browser's push service would.

test.use({ viewport: { width: 390, height: 844 } });

test('a member turns alerts on, and a new job reaches the phone as a notification that opens it', async ({
  page,
  context,
  request,
  ops,
  push,
  baseURL,
}) => {
  const stamp = Date.now();
  // bookByApi books in 80203 (Denver); this worker's server has no other company.
  const zip = '80203';
  const productRes = await request.post('/api/ops/products', {
    headers: OPS_HEADERS,
    data: {
      title: `Push Wash ${stamp}`,
      isActive: true,
      prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime' }],
    },
  });
  expect(productRes.status(), await productRes.text()).toBe(201);
  const product = (await productRes.json()) as { id: number; prices: Array<{ id: number }> };
  const vendor = await eligibleVendorByApi(request, product.id, zip);

  // The browser's push service, in this test: a subscription on the local one, with keys the test can decrypt.
  const device = push.device('phone');
  await context.addInitScript(
    (subscription) => {
      const fake = { ...subscription, toJSON: () => subscription, unsubscribe: async () => true };
      let subscribed = false;
      PushManager.prototype.subscribe = async function () {
        subscribed = true;
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (subscribed ? fake : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
  );
  await context.grantPermissions(['notifications'], { origin: baseURL! });

  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/account');
  // The tap subscribes through the service worker once it is active (this-device.ts awaits it): wait for that
  // condition first, so the check below times only the portal's answer, not the worker's install under load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const card = page.locator('section', { has: page.getByRole('heading', { name: PUSH.cardTitle }) });
  await card.getByRole('button', { name: PUSH.turnOn }).click();
  await expect(card.getByText(PUSH.turnedOn)).toBeVisible();
  await expect(card.getByText(PUSH.thisDevice, { exact: true })).toBeVisible();
  // The card and the settings (quiet hours open), to look at: at the phone's width and a desktop's.
  const settings = page.locator('section', { has: page.getByRole('heading', { name: LIVE.notificationsTitle }) });
  await settings.getByRole('checkbox', { name: QUIET_HOURS.label }).check();
  await expect(settings.getByLabel(QUIET_HOURS.start)).toHaveValue('21:00');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await card.screenshot({ path: test.info().outputPath(`alerts-card-${width}.png`) });
    await settings.screenshot({ path: test.info().outputPath(`alerts-settings-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await settings.getByRole('checkbox', { name: QUIET_HOURS.label }).uncheck();

  // The service worker that shows alerts (the production build registers it).
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);

  // A job is booked in the member's zip: the server's worker sends the alert to the push service.
  const from = push.received.length;
  const job = await bookByApi(ops, product, newEmail('push-customer'), middayOf(3));
  await expect
    .poll(() => push.received.slice(from).filter((r) => device.endpoint.endsWith(r.path)).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const message = push.received.slice(from).find((r) => device.endpoint.endsWith(r.path))!;
  expect(message.headers.urgency).toBe('high');
  const body = device.decrypt(message.body) as { type: string; appointmentId: number; title: string; url: string };
  expect(body).toMatchObject({ type: 'new-job', appointmentId: job.id, url: '/unclaimed' });

  // The browser's push service delivers it to the service worker, which shows it.
  const registration = registrations.find((r) => !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: registration.registrationId,
    data: JSON.stringify(body),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect.poll(shown).toEqual([{ title: body.title, tag: `job-${body.appointmentId}`, url: '/unclaimed' }]);

  // A tap takes the open window to the notification's page: the job is there to claim. Headless Chromium shows
  // no notification to tap, so the test runs the worker's own tap handler (push-sw.js openNotification) on the
  // notification it showed, and never navigates the page there itself. First the page becomes the worker's, as
  // an installed portal's is (the worker registered during this page's life, so it controls it from the next load).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The reloaded page shows this device's row (its session is back) before the tap. A tap during the page's
  // refresh used to end the session (the answer was lost with the page); that case is now auth.spec's
  // ("a page that goes away during its token refresh…", decision 038).
  await expect(card.getByText(PUSH.thisDevice, { exact: true })).toBeVisible();
  const [worker] = context.serviceWorkers();
  expect(new URL(page.url()).pathname).not.toBe('/unclaimed');
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      openNotification(notification: Notification): Promise<void>;
    };
    const [shownNotification] = await scope.registration.getNotifications();
    await scope.openNotification(shownNotification!);
  });
  await expect(page).toHaveURL(/\/unclaimed$/);
  await expect(page.getByText(`Push Wash ${stamp}`).first()).toBeVisible();
  // The notification is gone once tapped.
  await expect.poll(shown).toEqual([]);
});
