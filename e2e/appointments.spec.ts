import {
  bookByApi as book,
  createVendorByApi,
  DAY_MS,
  E2E_OPS_TOKEN,
  expect,
  middayOf,
  signInByApi,
  test,
  verifyEmailByApi,
} from './fixtures.ts';
import { WORKING_DAY_FIT } from '@vendor-portal/contract/messages';

// Journey: the vendor's working day, against the production build with a fresh vendor.

test('a vendor works its day: columns, detail, notes, completion, then claims an unclaimed job', async ({
  page,
  ops,
  request,
}) => {
  const stamp = Date.now();
  const product = await ops.post<{ id: number; title: string; prices: Array<{ id: number }> }>('/products', {
    title: `Journey Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full wash', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request);
  const mail = (what: string) => `${what}-${stamp}@example.com`;
  const today = await book(ops, product, mail('today'), new Date(Date.now() - 60_000).toISOString(), {
    vendorId: vendor.vendorId,
  });
  await book(ops, product, mail('tomorrow'), middayOf(1), { vendorId: vendor.vendorId });
  await book(ops, product, mail('later'), middayOf(5), { vendorId: vendor.vendorId });
  await book(ops, product, mail('past'), middayOf(-3), {
    vendorId: vendor.vendorId,
    completedAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  });

  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const column = (name: string) => page.getByRole('region', { name });
  await expect(column('Today').getByText(mail('today'))).toBeVisible();
  await expect(column('Tomorrow').getByText(mail('tomorrow'))).toBeVisible();
  await expect(column('Upcoming').getByText(mail('later'))).toBeVisible();
  for (const name of ['Today', 'Tomorrow', 'Upcoming'])
    await expect(column(name).getByText('1 appointment(s)')).toBeVisible();
  await expect(page.getByText(mail('past'))).toHaveCount(0);

  // Detail: notes added, edited, deleted; then completion.
  await column('Today').getByText(mail('today')).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${today.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Appointment #${today.id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: mail('today') })).toHaveAttribute('href', `mailto:${mail('today')}`);
  await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();
  await page.getByLabel('Add a note').fill('  Gate code 4411  ');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Gate code 4411')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Edit note').fill('Gate code 9922');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gate code 9922')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Gate code 9922')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  // Deleting a note asks first, like deleting a file.
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Gate code 9922')).toHaveCount(0);
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to Appointments' }).click();
  await expect(column('Today').getByText('0 appointment(s)')).toBeVisible();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(column('Completed').getByText(mail('today'))).toBeVisible();
  await expect(column('Completed').getByText(mail('past'))).toBeVisible();
  await expect(column('Completed').getByText('2 appointment(s) shown')).toBeVisible();

  // Unclaimed: the vendor serves the product in a zip nobody else serves; ops books a job there.
  const zip = String(10_000 + (stamp % 89_999)).padStart(5, '0');
  const auth = { authorization: `Bearer ${vendor.token}` };
  const offered = await request.post('/api/vendorProduct', { headers: auth, data: { productId: product.id } });
  expect(offered.status()).toBe(201);
  const zipRes = await request.post('/api/zipcode', {
    headers: auth,
    data: { vendorProductId: (await offered.json()).id, zipCode: zip },
  });
  expect(zipRes.status()).toBe(201);
  // Only a vendor the provider's team approved may claim; ops approves it.
  const review = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { reviewStatus: 'approved' },
  });
  expect(review.status()).toBe(200);
  // Only a verified account may claim: the vendor asks for a link and opens it, as the real flow does.
  await verifyEmailByApi(request, vendor);
  const unclaimed = await ops.post<{ id: number }>('/appointments', {
    customer: { firstName: 'Uma', lastName: 'Unclaimed', email: mail('unclaimed'), phone: null },
    property: {
      title: 'Open Job House',
      street1: '5 Oak Ave',
      city: 'Denver',
      state: 'CO',
      zipCode: zip,
      timeZone: 'America/Denver',
    },
    actualDateTime: middayOf(1),
    duration: 45,
    lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 2 }],
  });

  await page.getByRole('link', { name: 'Unclaimed' }).first().click();
  await expect(page).toHaveURL(/\/unclaimed$/);
  const card = page.locator('section').filter({ hasText: mail('unclaimed') });
  await expect(card.getByText('45 min')).toBeVisible();
  await expect(card.getByText('Full wash x 2')).toBeVisible();
  // It starts when the vendor's own job of tomorrow does: the claim asks first, naming the clash.
  await card.getByRole('button', { name: 'Claim This Appointment' }).click();
  const clash = page.getByRole('dialog', { name: WORKING_DAY_FIT.claimClashTitle });
  await expect(clash).toContainText(product.title);
  await clash.getByRole('button', { name: WORKING_DAY_FIT.claimClashConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Appointment claimed' })).toBeVisible();
  // Issue 28: the claimed card stays in place, marked Claimed, until the vendor leaves the page.
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  await page.goto('/');
  await expect(column('Tomorrow').getByText(mail('unclaimed'))).toBeVisible();
  await column('Tomorrow').getByText(mail('unclaimed')).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${unclaimed.id}$`));
});
