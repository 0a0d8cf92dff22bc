import type { APIRequestContext, Browser } from '@playwright/test';
import { LIVE } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { opsBookingBody } from '../testing/booking.mjs';
import {
  createVendorByApi,
  E2E_OPS_TOKEN,
  expect,
  type Ops,
  signInByApi,
  test,
  type VendorByApi,
  verifyEmailByApi,
} from './fixtures.ts';

// Journey: the live marketplace (docs/architecture.md "Live events and alerts"). Two vendors of one
// area, each in its own browser: ops books a job and both are told at once; one claims it and it
// leaves the other's Unclaimed page without a reload; one mail per eligible vendor that wants them.

let zipSeq = 0;
const freshZip = () => String(84000 + (((Date.now() / 1000) % 900) | 0) + ++zipSeq);

async function eligibleVendor(request: APIRequestContext, productId: number, zipCode: string): Promise<VendorByApi> {
  const vendor = await createVendorByApi(request);
  await verifyEmailByApi(request, vendor);
  const review = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { reviewStatus: 'approved' },
  });
  expect(review.status(), await review.text()).toBe(200);
  const auth = { authorization: `Bearer ${vendor.token}` };
  const offered = await request.post('/api/vendorProduct', { headers: auth, data: { productId } });
  expect(offered.status(), await offered.text()).toBe(201);
  const zip = await request.post('/api/zipcode', {
    headers: auth,
    data: { vendorProductId: (await offered.json()).id, zipCode },
  });
  expect(zip.status(), await zip.text()).toBe(201);
  return vendor;
}

async function signedInPage(browser: Browser, vendor: VendorByApi, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, vendor.email, vendor.password);
  // The stream starts once the layout's chunk has loaded: `streaming` settles when GET /api/events answers.
  const streaming = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  streaming.catch(() => {}); // a test that does not wait for it may close the page first
  await page.goto(path);
  return { context, page, streaming };
}

const book = (ops: Ops, productId: number, priceId: number, zipCode: string, days = 2) =>
  ops.post<{ id: number }>(
    '/appointments',
    opsBookingBody(
      { id: productId, prices: [{ id: priceId }] },
      { zipCode, actualDateTime: new Date(Date.now() + days * 86_400_000).toISOString(), duration: 60 },
    ),
  );

test('ops books a job: both vendors see it with a toast; one claims it and it leaves the other’s page within 2 s', async ({
  browser,
  request,
  ops,
}) => {
  const zip = freshZip();
  const product = await ops.post<{ id: number; title: string; prices: Array<{ id: number }> }>('/products', {
    title: `Live Detailing ${zip}`,
    isActive: true,
    prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const a = await eligibleVendor(request, product.id, zip);
  const b = await eligibleVendor(request, product.id, zip);
  const pa = await signedInPage(browser, a, '/');
  const pb = await signedInPage(browser, b, '/');
  await expect(pa.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pb.page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all([pa.streaming, pb.streaming]);

  const { id } = await book(ops, product.id, product.prices[0]!.id, zip);
  const toast = LIVE.newJobToast(product.title, zip, formatCents(0)); // the test product's prices pay nothing
  await expect(pa.page.getByText(toast)).toBeVisible({ timeout: 5_000 });
  await expect(pb.page.getByText(toast)).toBeVisible({ timeout: 5_000 });
  await expect(pb.page.getByTestId('unclaimed-badge')).toHaveText(LIVE.unclaimedBadge(1));

  await pa.page.getByRole('link', { name: LIVE.newJobToastAction }).click();
  await pb.page.getByRole('link', { name: LIVE.newJobToastAction }).click();
  const cardOf = (page: typeof pa.page) => page.locator('section', { hasText: product.title });
  await expect(cardOf(pa.page)).toBeVisible();
  await expect(cardOf(pb.page)).toBeVisible();

  await cardOf(pa.page).getByRole('button', { name: 'Claim This Appointment' }).click();
  // No reload on B: its card goes because A claimed it.
  await expect(cardOf(pb.page)).toHaveCount(0, { timeout: 2_000 });
  expect(id).toBeGreaterThan(0);
  await pa.context.close();
  await pb.context.close();
});

test('the outbox holds one alert per eligible vendor that wants them, none for one that opted out', async ({
  browser,
  request,
  ops,
}) => {
  const zip = freshZip();
  const product = await ops.post<{ id: number; title: string; prices: Array<{ id: number }> }>('/products', {
    title: `Live Washing ${zip}`,
    isActive: true,
    prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const a = await eligibleVendor(request, product.id, zip);
  const b = await eligibleVendor(request, product.id, zip);
  const out = await eligibleVendor(request, product.id, zip);
  // The vendor that opts out does it on its Account page.
  const po = await signedInPage(browser, out, '/account');
  const box = po.page.getByRole('checkbox', { name: LIVE.emailNewJobs });
  await expect(box).toBeChecked();
  // The box saves on its own: its state follows the optimistic update a moment after the tap (uncheck() wants
  // it in the same instant), so the tap and what it shows are asserted apart.
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(po.page.getByText(LIVE.settingsSaved)).toBeVisible();
  await po.context.close();

  await book(ops, product.id, product.prices[0]!.id, zip);
  const alerts = async () => (await ops.outbox()).filter((m) => m.subject.includes(`${product.title} in ${zip}`));
  await expect.poll(async () => (await alerts()).length, { timeout: 15_000 }).toBe(2);
  // No third mail can follow: the recipients are chosen in the booking's transaction and their mails
  // leave as one batch whose outbox rows are written by one statement (new-job-alerts.ts, mail.ts).
  const mails = await alerts();
  expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].map((e) => e.toLowerCase()).sort());
  for (const mail of mails)
    expect(mail.links.some((l) => new URL(l).pathname === '/api/notificationSettings/unsubscribe')).toBe(true);
});
