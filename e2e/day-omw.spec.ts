import { CUSTOMER_MAIL, DAY } from '@vendor-portal/contract/messages';
import { durationText } from '@vendor-portal/contract/messages/day';
import { bookByApi, createVendorByApi, denverDay, expect, newEmail, signInByApi, test } from './fixtures.ts';

// Issue 31, "The working day" (omw's part, to be joined into the one journey): at 390 px a vendor with
// two jobs today sees its day as a timeline on the landing page, sends on my way from a card in two taps, sees
// "Sent at", and the customer's mail is in the outbox with the company and the service. Screenshots at 390
// and 1280 px (the detail page) after asserting what they show.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('the day at a glance, and on my way from today’s card', async ({ page, request, ops }) => {
  const soon = new Date(Date.now() + 30 * 60_000);
  const later = new Date(Date.now() + 150 * 60_000);
  const denver = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(d);
  test.skip(denver(later) !== denverDay(0), 'both jobs must fall on today in Denver');

  const stamp = Date.now();
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Day Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request, { title: `Omw Detailing ${stamp}` });
  const customer = newEmail('customer');
  const first = await bookByApi(ops, product, customer, soon.toISOString(), { vendorId: vendor.vendorId });
  await bookByApi(ops, product, newEmail('customer'), later.toISOString(), { vendorId: vendor.vendorId });

  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/');
  const day = page.getByRole('region', { name: DAY.timelineTitle });
  await expect(day).toBeVisible();
  await expect(day.getByText(DAY.timelineSubtitle(2))).toBeVisible();
  await expect(day.getByTestId('timeline-gap')).toHaveText(DAY.gap(durationText(60)));
  await expect(day.getByRole('link', { name: DAY.directions }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/day-omw-timeline-390.png', fullPage: true });

  const card = day.getByRole('article').first();
  await card.getByRole('button', { name: DAY.onMyWay }).click();
  await card.getByRole('button', { name: DAY.presetLabel(15) }).click();
  await expect(card.getByRole('status')).toContainText('Sent at');
  await expect(card.getByText(/On my way sent at/)).toBeVisible();
  await page.screenshot({ path: 'test-results/day-omw-sent-390.png', fullPage: true });

  await expect
    .poll(async () => (await ops.outbox()).find((m) => m.to === customer))
    .toMatchObject({ subject: CUSTOMER_MAIL.onMyWaySubject(`Omw Detailing ${stamp}`) });
  const mail = (await ops.outbox()).find((m) => m.to === customer)!;
  expect(mail.text).toContain(`Day Wash ${stamp}`);

  // Again at once: the server's 429 says when it can be sent again.
  await card.getByRole('button', { name: DAY.onMyWay }).click();
  await card.getByRole('button', { name: DAY.presetLabel(30) }).click();
  await expect(card.getByRole('alert')).toContainText('less than 10 minutes ago');

  await page.goto(`/appointments/${first.id}`);
  await expect(page.getByText(/Sent at .*, arriving about/)).toBeVisible();
  await page.screenshot({ path: 'test-results/day-omw-detail-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText(/Sent at .*, arriving about/)).toBeVisible();
  await page.screenshot({ path: 'test-results/day-omw-detail-1280.png', fullPage: true });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  await page.screenshot({ path: 'test-results/day-omw-landing-1280.png', fullPage: true });
});
