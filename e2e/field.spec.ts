import AxeBuilder from '@axe-core/playwright';
import { createVendorByApi, expect, savedQueryKeys, signInByApi, test } from './fixtures.ts';

// Journey (docs/architecture.md "Phone and calendar"): a vendor on a phone reads the day offline,
// writes a note in the driveway, and the note is synced exactly once when the network is back.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('at 390 px, offline: today and a detail from what was saved, a note kept and synced once', async ({
  page,
  context,
  ops,
  request,
}) => {
  const stamp = Date.now();
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Field Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full wash', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request);
  const { id } = await ops.post<{ id: number }>('/appointments', {
    customer: { firstName: 'Robin', lastName: 'Field', email: `field-${stamp}@example.com`, phone: '(303) 555-0188' },
    property: {
      title: 'Field House',
      street1: '9 Mesa Dr',
      city: 'Golden',
      state: 'CO',
      zipCode: '80401',
      timeZone: 'America/Denver',
    },
    actualDateTime: new Date(Date.now() - 60_000).toISOString(),
    duration: 60,
    lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    vendorId: vendor.vendorId,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, vendor.email, vendor.password);

  // Online: the portal installs its service worker; the vendor opens the day and the job once.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Golden')).toBeVisible();
  await today.getByRole('button', { name: /Field Wash/ }).click();
  await expect(page.getByText('Robin Field')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=9%20Mesa%20Dr%2C%20Golden%2C%20CO%2080401$/,
  );
  await page.goBack();
  await expect(today.getByText('Golden')).toBeVisible();
  // The persister writes at most once a second: wait until the saved cache holds the job.
  await expect
    .poll(() => page.evaluate(savedQueryKeys), { timeout: 5_000 })
    .toContain(JSON.stringify(['appointment', String(id)]));

  // Offline: a reload still opens the day and the job, from what was saved.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You're offline\. Showing what was saved at .+\.$/)).toBeVisible();
  await expect(today.getByText('Golden')).toBeVisible();
  await today.getByRole('button', { name: /Field Wash/ }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${id}$`));
  await expect(page.getByText('Robin Field')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  await expect(page.getByText('This needs a connection. You are offline.').first()).toBeVisible();

  await page.getByLabel('Add a note').fill('Gate code 4411, dog is friendly');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/field/detail-offline-390.png', fullPage: true });

  // Back online: the note is sent, once.
  await context.setOffline(false);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect(page.getByText('Gate code 4411, dog is friendly')).toBeVisible();
  await expect(page.getByText(/^You're offline/)).toHaveCount(0);
  const notes = await request.get(`/api/appointmentNote?appointmentId=${id}`, {
    headers: { authorization: `Bearer ${vendor.token}` },
  });
  expect((await notes.json()).map((n: { jobNotes: string }) => n.jobNotes)).toEqual([
    'Gate code 4411, dog is friendly',
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/field/detail-online-1280.png', fullPage: true });
});

test('Account → Calendar: a private feed a calendar app can subscribe to, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  const vendor = await createVendorByApi(request);
  await signInByApi(page, vendor.email, vendor.password);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Calendar', exact: true });
    if (width === 390) {
      await card.getByRole('button', { name: 'Create calendar feed' }).click();
    } else {
      // The address is shown once; a new one stops the old one.
      await card.getByRole('button', { name: 'Regenerate address' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Regenerate address' }).click();
    }
    const url = await card.getByLabel('Your calendar address').inputValue();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await card.screenshot({ path: `test-results/field/calendar-card-${width}.png` });
  }
});
