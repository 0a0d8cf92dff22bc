import { CONSOLE } from '@vendor-portal/contract/messages';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { createVendorByApi, expect, OPS_HEADERS, signInByApi, staffByApi, test, verifyEmailByApi } from './fixtures.ts';

// Journey: the marketplace at a glance (docs/architecture.md "The marketplace at a glance"). A
// pending vendor serves a zip code where a job waits: nobody may claim it, so it is a coverage gap
// with that vendor nearest (blocked). A reviewer opens the overview, follows the gap to the vendor,
// approves it, and the gap is gone. Screenshots of the overview at 390 and 1280 px.

test.describe.configure({ timeout: 180_000 });

test('a reviewer follows a coverage gap to the blocked vendor and approves it; the gap closes', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const zip = String(10_000 + ((stamp + 71) % 89_999)).padStart(5, '0');
  const productRes = await request.post('/api/ops/products', {
    headers: OPS_HEADERS,
    data: {
      title: `Gap Wash ${stamp}`,
      isActive: true,
      prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime' }],
    },
  });
  expect(productRes.status(), await productRes.text()).toBe(201);
  const product = (await productRes.json()) as { id: number; prices: Array<{ id: number }> };
  const vendorTitle = `Gap Filler ${stamp}`;
  const vendor = await createVendorByApi(request, { title: vendorTitle });
  const auth = { authorization: `Bearer ${vendor.token}` };
  const offered = await request.post('/api/vendorProduct', { headers: auth, data: { productId: product.id } });
  expect(offered.status(), await offered.text()).toBe(201);
  const zipRes = await request.post('/api/zipcode', {
    headers: auth,
    data: { vendorProductId: (await offered.json()).id, zipCode: zip },
  });
  expect(zipRes.status(), await zipRes.text()).toBe(201);
  await verifyEmailByApi(request, vendor);
  const booked = await request.post('/api/ops/appointments', {
    headers: OPS_HEADERS,
    data: {
      customer: { firstName: 'Gail', lastName: 'Gap', email: `gap-${stamp}@example.com`, phone: '(303) 555-0199' },
      property: {
        title: 'Gap House',
        street1: '3 Elm St',
        city: 'Denver',
        state: 'CO',
        zipCode: zip,
        timeZone: 'America/Denver',
      },
      actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 90,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const reviewer = await staffByApi(request, 'reviewer');
  await signInByApi(page, reviewer.email, reviewer.password);
  await page.goto('/ops');
  await page.getByRole('link', { name: INSIGHTS.menuOverview }).first().click();
  await expect(page).toHaveURL(/\/ops\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: INSIGHTS.title })).toBeVisible();
  const gap = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: zip }) });
  await expect(gap.getByText(`(${INSIGHTS.nearReason.blocked})`)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `test-results/console/overview-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Follow the gap to the vendor's review page and approve it.
  await gap.getByRole('link', { name: vendorTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/vendors/${vendor.vendorId}$`));
  const decision = page.locator('section', { has: page.getByRole('heading', { name: CONSOLE.vendorDecisionTitle }) });
  await decision.getByRole('button', { name: CONSOLE.approve }).click();
  await expect(decision.getByText(CONSOLE.decisionSaved)).toBeVisible();

  // Back on the overview, the job has a vendor who may claim it: the gap is gone.
  await page.goto('/ops/overview');
  await expect(page.getByRole('heading', { level: 1, name: INSIGHTS.title })).toBeVisible();
  // Wait for the gaps to load (their table, or the text that there are none) before looking for the zip.
  await expect(
    page.getByText(INSIGHTS.gapsEmpty).or(page.getByRole('columnheader', { name: INSIGHTS.gapNearest })),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: zip })).toHaveCount(0);
});
