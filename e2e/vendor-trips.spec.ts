import type { APIRequestContext, Page } from '@playwright/test';
import {
  createVendorByApi,
  E2E_OPS_TOKEN,
  expect,
  offerByApi,
  type Ops,
  savedQueryKeys,
  signInByApi,
  test,
  type VendorByApi,
  verifyEmailByApi,
} from './fixtures.ts';

// Journey (issue 28, the vendor's side): at 390 px, a double tap on Claim claims one job and nothing moves under
// the finger; a vendor not approved reads the reviewer's reason where it acts; a reload while the server cannot be
// reached keeps a signed vendor's pages with a banner.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const OPS_AUTH = () => ({ authorization: `Bearer ${E2E_OPS_TOKEN}` });
const REASON = 'Please add your Business License for Denver.';

async function review(request: APIRequestContext, vendor: VendorByApi, reviewStatus: string, reviewNote?: string) {
  const res = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: OPS_AUTH(),
    data: { reviewStatus, ...(reviewNote ? { reviewNote } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An approved, verified vendor offering a new product in a new zip code, with two open jobs there. */
async function vendorWithTwoJobs(ops: Ops, request: APIRequestContext) {
  const stamp = Date.now();
  const zip = String(10_000 + ((stamp + 11) % 89_999)).padStart(5, '0');
  const product = await ops.post<{ id: number; title: string; prices: Array<{ id: number }> }>('/products', {
    title: `Double Tap Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request);
  await offerByApi(request, vendor, product.id, zip);
  await verifyEmailByApi(request, vendor);
  await review(request, vendor, 'approved');
  const book = (days: number, title: string) =>
    ops.post<{ id: number }>('/appointments', {
      customer: { firstName: 'Tap', lastName: 'Twice', email: `tap-${stamp}-${days}@example.com`, phone: null },
      property: { title, street1: '5 Tap Ln', city: 'Denver', state: 'CO', zipCode: zip, timeZone: 'America/Denver' },
      actualDateTime: new Date(Date.now() + days * 86_400_000).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    });
  const first = await book(2, 'First House');
  const second = await book(3, 'Second House');
  return { vendor, first, second };
}

const unclaimedIds = async (request: APIRequestContext, vendor: VendorByApi) =>
  (
    (await (
      await request.get('/api/appointment/unclaimed', { headers: { authorization: `Bearer ${vendor.token}` } })
    ).json()) as { data: Array<{ appointment: { id: number } }> }
  ).data.map((i) => i.appointment.id);

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `test-results/vendor-trips/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/vendor-trips/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
};

test('two taps on Claim claim one job: the claimed card stays, marked, and the toast clears the heading', async ({
  page,
  ops,
  request,
}) => {
  const { vendor, first, second } = await vendorWithTwoJobs(ops, request);
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/unclaimed');
  const firstCard = page.locator('li').filter({ hasText: 'First House' });
  const claim = firstCard.getByRole('button', { name: 'Claim This Appointment' });
  await expect(claim).toBeVisible();
  await expect(page.locator('li').filter({ hasText: 'Second House' })).toBeVisible();
  const box = (await claim.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;

  // The toast goes after 5 s, which a loaded machine can spend between two steps: the page records where it was
  // when it appeared (and how many showed at once), and the test reads that record, not the toast itself.
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="claim-toast-region"]')!;
    const record: { toastTop?: number; headingBottom?: number; most: number; text?: string } = { most: 0 };
    (window as unknown as { claimToast: typeof record }).claimToast = record;
    new MutationObserver(() => {
      const shown = region.querySelectorAll('[role="status"], [role="alert"]');
      if (shown.length === 0) return;
      record.most = Math.max(record.most, shown.length);
      if (record.toastTop !== undefined) return;
      record.toastTop = shown[0]!.getBoundingClientRect().top;
      record.text = shown[0]!.textContent ?? '';
      record.headingBottom = document.querySelector('h1')!.getBoundingClientRect().bottom;
    }).observe(region, { childList: true, subtree: true });
  });

  // A double tap on a phone: the second tap of the gesture comes while the claim is still on its way (the
  // answer is held until both taps are done), then a third once it has answered, all where the first landed.
  const claims: string[] = [];
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/appointment/claim/**', async (route) => {
    claims.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  const claimed = page.waitForResponse((r) => r.url().includes(`/api/appointment/claim/${first.id}`));
  await page.touchscreen.tap(x, y);
  await expect.poll(() => claims.length).toBe(1);
  await page.touchscreen.tap(x, y);
  answer();
  expect((await claimed).status()).toBe(200);
  await expect(firstCard.getByText('Claimed', { exact: true })).toBeVisible();
  await page.touchscreen.tap(x, y);
  // One claim was sent, for the job tapped: the second tap of the gesture reached neither it again nor another card.
  expect(claims).toEqual([`/api/appointment/claim/${first.id}`]);

  // Only the first job was claimed; the second is still open, its button where it was.
  await expect.poll(() => unclaimedIds(request, vendor)).toEqual([second.id]);
  await expect(firstCard).toBeVisible();
  expect((await firstCard.getByText('Claimed', { exact: true }).boundingBox())!.y).toBeLessThanOrEqual(y);
  await expect(page.locator('li').filter({ hasText: 'Second House' }).getByRole('button')).toBeEnabled();

  // The toast overlays the page at its foot, clear of the heading: one, for the one job claimed.
  const toast = await page.evaluate(
    () =>
      (window as unknown as { claimToast: { toastTop?: number; headingBottom?: number; most: number; text?: string } })
        .claimToast,
  );
  expect(toast.text).toContain('Appointment claimed');
  expect(toast.most).toBe(1);
  expect(toast.toastTop!).toBeGreaterThan(toast.headingBottom!);
  await shoot(page, 'claimed');
});

test("a vendor not approved reads the reviewer's reason on the landing page, Unclaimed and Account", async ({
  page,
  request,
}) => {
  const vendor = await createVendorByApi(request);
  await review(request, vendor, 'rejected', REASON);
  await signInByApi(page, vendor.email, vendor.password);

  await page.goto('/');
  const landing = page.getByRole('region', { name: 'Your profile was not approved' });
  await expect(landing.getByText(`Reason from our team: ${REASON}`)).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'landing-rejected');

  await page.goto('/unclaimed');
  const panel = page.getByRole('region', { name: 'You cannot claim jobs yet' });
  await expect(panel.getByText(`Reason from our team: ${REASON}`)).toBeVisible();
  await expect(panel.getByText(/contact support/i)).toHaveCount(0);
  await shoot(page, 'unclaimed-rejected');
  await panel.getByRole('link', { name: 'See what to fix' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Reason from our team: ${REASON}`)).toBeVisible();
  await expect(page.getByText(/business documents were not approved/i)).toHaveCount(0);
  await shoot(page, 'account-rejected');
});

test('a reload while the server cannot be reached keeps the pages, menu and saved data, with a banner', async ({
  page,
  ops,
  request,
}) => {
  const { vendor } = await vendorWithTwoJobs(ops, request);
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/unclaimed');
  await expect(page.locator('li').filter({ hasText: 'First House' })).toBeVisible();
  // The persister writes at most once a second: wait until the agreement's answer and the list are saved.
  await expect
    .poll(() => page.evaluate(savedQueryKeys), { timeout: 5_000 })
    .toEqual(
      expect.arrayContaining([JSON.stringify(['vendor-agreement']), JSON.stringify(['appointment', 'unclaimed'])]),
    );

  // The browser is online; the server does not answer.
  await page.route(/\/(api|auth)\//, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(/^The server cannot be reached\. Showing what was saved at .+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Unclaimed Appointments' })).toBeVisible();
  await expect(page.locator('li').filter({ hasText: 'First House' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByText('Failed to verify agreement status.')).toHaveCount(0);
  await shoot(page, 'server-unreachable');

  // The server is back: Try again, and the banner goes.
  await page.unroute(/\/(api|auth)\//);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^The server cannot be reached/)).toHaveCount(0);
});
