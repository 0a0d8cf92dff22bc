import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { APPOINTMENTS, AUTH, GENERAL, SETUP } from '@vendor-portal/contract/messages';
import {
  bookByApi as book,
  createVendorByApi,
  DAY_MS,
  E2E_OPS_TOKEN,
  expect,
  middayOf,
  openPrerendered,
  type Ops,
  type Product,
  signInByApi,
  test,
  type VendorByApi,
  verifyEmailByApi,
} from './fixtures.ts';

// The vendor keeps its place, on a phone (390 px): typing during a page change reaches the new page; completion
// asks first and waits for the day; a returning vendor resumes onboarding on another device and the appointments
// page says what is left; signing out in one tab signs out the other; Back from a detail keeps the Completed tab,
// See More and the scroll position, and Back from onboarding never shows the sign-up form; the claim's success
// does not move the list. Screenshots of the changed pages at 390 and 1280 px, checked with axe.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHOTS = 'test-results/vendor-place';

test.use({ viewport: { width: 390, height: 844 } });

async function aProduct(ops: Ops, title: string): Promise<Product> {
  return ops.post<Product>('/products', {
    title: `${title} ${Date.now()}`,
    isActive: true,
    prices: [{ title: 'Full wash', isOutside: false, schedulingInterface: 'datetime' }],
  });
}

async function checkAndShoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    // Measure once the page is laid out at the new width: the next two frames have painted.
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations, `${name} at ${width}px`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot draws fixed parts where the view is
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function offerService(page: Page, vendor: VendorByApi, productId: number, zipCode: string) {
  const auth = { authorization: `Bearer ${vendor.token}` };
  const offered = await page.request.post('/api/vendorProduct', { headers: auth, data: { productId } });
  expect(offered.status()).toBe(201);
  const zip = await page.request.post('/api/zipcode', {
    headers: auth,
    data: { vendorProductId: (await offered.json()).id, zipCode },
  });
  expect(zip.status()).toBe(201);
}

test('0: typing right after leaving /login lands in the sign-up form; the pending page shows a progress bar', async ({
  page,
}) => {
  // A slow network for the sign-up page's chunk: it is held until the progress bar has shown, and
  // the login page stays on screen meanwhile.
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((release) => (releaseChunk = release));
  await page.route(/\/assets\/get-started-page-[^/]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await openPrerendered(page, '/login');
  await expect(page.getByRole('heading', { name: /Login to Your/ })).toBeVisible();
  await page.getByRole('link', { name: AUTH.createAccount }).click();
  await expect(page.getByRole('progressbar', { name: GENERAL.pageLoading })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Login to Your/ })).toBeVisible();
  releaseChunk();
  // The vendor taps Email and types at once: the old form is inert, so this reaches the new one.
  await page.getByLabel('Email', { exact: true }).click();
  await page.keyboard.type('typed-early@example.com');
  await expect(page.getByRole('button', { name: AUTH.createAccount })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('typed-early@example.com');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).toHaveURL(/\/get-started$/);
});

test('1: Mark as Complete asks first; an appointment whose day has not begun says when it can be completed', async ({
  page,
  ops,
  request,
}) => {
  const product = await aProduct(ops, 'Place Complete');
  const vendor = await createVendorByApi(request);
  const stamp = Date.now();
  const due = await book(ops, product, `due-${stamp}@example.com`, new Date(Date.now() - 60_000).toISOString(), {
    vendorId: vendor.vendorId,
  });
  const later = await book(ops, product, `later-${stamp}@example.com`, middayOf(3), { vendorId: vendor.vendorId });
  await signInByApi(page, vendor.email, vendor.password);

  await page.goto(`/appointments/${later.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Appointment #${later.id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  await expect(page.getByText(/You can mark this appointment as complete from /)).toBeVisible();

  await page.goto(`/appointments/${due.id}`);
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(APPOINTMENTS.completeConfirm);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
});

test('3: a returning vendor on a fresh device resumes onboarding where it stopped, and the checklist shows', async ({
  browser,
  ops,
  request,
}) => {
  // Business Info and Services were done on the first device; hours and documents were not.
  const product = await aProduct(ops, 'Place Resume');
  const vendor = await createVendorByApi(request, { title: 'Second Device Shine' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await offerService(page, vendor, product.id, '80203');

  // A fresh browser signs up again with the same email and password (the SPEC's flow signs in).
  await openPrerendered(page, '/get-started');
  await page.getByLabel('Email', { exact: true }).fill(vendor.email);
  await page.getByLabel('Password', { exact: true }).fill(vendor.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(vendor.password);
  await page.getByRole('button', { name: AUTH.createAccount }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await checkAndShoot(page, 'onboarding-resumed');

  // Back to Business Info: the saved vendor is shown, and saving updates it.
  await page.getByRole('button', { name: /Business Info/ }).click();
  await expect(page.getByLabel('Business Name')).toHaveValue('Second Device Shine');
  await page.getByLabel('City').fill('Boulder');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
  await expect(page.getByText(/Failed to save business information/)).toHaveCount(0);

  // Browser Back from onboarding never shows the sign-up form to the signed-in vendor.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/get-started$/);
  await expect(page.getByRole('button', { name: AUTH.createAccount })).toHaveCount(0);

  // The appointments page says what is left; each step left opens that step.
  await page.goto('/');
  const checklist = page.getByRole('region', { name: SETUP.checklistTitle });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('link', { name: new RegExp(SETUP.steps('hours')) })).toBeVisible();
  await expect(checklist.getByRole('link', { name: new RegExp(SETUP.steps('documents')) })).toBeVisible();
  await expect(checklist.getByRole('link', { name: new RegExp(SETUP.steps('services')) })).toHaveCount(0);
  await checkAndShoot(page, 'appointments-checklist');
  await checklist.getByRole('link', { name: new RegExp(SETUP.steps('hours')) }).click();
  await expect(page).toHaveURL(/\/onboarding\?step=hours$/);
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await context.close();
});

test('4: signing out in one tab signs out the other', async ({ context, request }) => {
  const vendor = await createVendorByApi(request);
  const session = await context.request.post('/auth/sessions', {
    data: { email: vendor.email, password: vendor.password },
  });
  const { idToken } = await session.json();
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('authToken', token);
    }
  }, idToken);
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/');
  await second.goto('/services');
  await expect(second.getByRole('heading', { level: 1, name: /Services/ })).toBeVisible();
  await first.getByRole('button', { name: AUTH.openMenu }).click();
  await first.getByRole('button', { name: AUTH.signOut }).click();
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/);
  await expect(second.getByRole('heading', { name: /Login to Your/ })).toBeVisible();
});

test('10: Back from a detail keeps the Completed tab, See More and the scroll position; signed-in pages stay signed-in', async ({
  page,
  ops,
  request,
}) => {
  const product = await aProduct(ops, 'Place Back');
  const vendor = await createVendorByApi(request);
  const stamp = Date.now();
  for (let i = 1; i <= 8; i += 1)
    await book(ops, product, `done-${i}-${stamp}@example.com`, middayOf(-i - 1), {
      vendorId: vendor.vendorId,
      completedAt: new Date(Date.now() - i * DAY_MS).toISOString(),
    });
  await signInByApi(page, vendor.email, vendor.password);

  // A signed-in vendor is sent on from the signed-out pages.
  for (const path of ['/login', '/get-started', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  }

  await page.goto('/');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\?tab=completed$/);
  const column = page.getByRole('region', { name: APPOINTMENTS.completedTitle });
  await column.getByRole('button', { name: APPOINTMENTS.seeMore }).click();
  const last = column.getByRole('button', { name: new RegExp(`done-8-${stamp}`) });
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  // The card is opened where it is: a pointer click first scrolls a card that is partly hidden (under the sticky
  // header or off screen) into view, which would change the very position this test checks (the owner's cards
  // are taller since their picker).
  const openLast = () => last.evaluate((card: HTMLElement) => card.click());

  // Browser Back.
  await openLast();
  await expect(page).toHaveURL(/\/appointments\/\d+$/);
  // The menu highlights Appointments on a detail page (as it does on /, and no other entry).
  const menuLink = (name: string) => page.locator('#side-menu').getByRole('link', { name, includeHidden: true });
  await expect(menuLink(AUTH.menuAppointments)).toHaveClass(/bg-brand-50/);
  await expect(menuLink(AUTH.menuUnclaimed)).not.toHaveClass(/bg-brand-50/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Completed', selected: true })).toBeVisible();
  await expect(column.getByRole('button', { name: APPOINTMENTS.seeLess })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Back to Appointments.
  await openLast();
  await page.getByRole('button', { name: APPOINTMENTS.backToAppointments }).click();
  await expect(page).toHaveURL(/\/\?tab=completed$/);
  await expect(column.getByRole('button', { name: APPOINTMENTS.seeLess })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await checkAndShoot(page, 'appointments-completed');
});

test('15: the claim success shows over the list, which does not move when it goes', async ({ page, ops, request }) => {
  const product = await aProduct(ops, 'Place Claim');
  const vendor = await createVendorByApi(request);
  const stamp = Date.now();
  const zip = String(10_000 + (stamp % 89_999)).padStart(5, '0');
  await offerService(page, vendor, product.id, zip);
  const review = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    data: { reviewStatus: 'approved' },
  });
  expect(review.status()).toBe(200);
  await verifyEmailByApi(request, vendor);
  const job = (email: string) =>
    ops.post('/appointments', {
      customer: { firstName: 'Uma', lastName: 'Unclaimed', email, phone: null },
      property: {
        title: 'Open Job',
        street1: '5 Oak Ave',
        city: 'Denver',
        state: 'CO',
        zipCode: zip,
        timeZone: 'America/Denver',
      },
      actualDateTime: middayOf(2),
      duration: 45,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    });
  await job(`first-${stamp}@example.com`);
  await job(`second-${stamp}@example.com`);
  await job(`third-${stamp}@example.com`);
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/unclaimed');
  const card = (who: string) => page.locator('section').filter({ hasText: `${who}-${stamp}@example.com` });
  await card('first').getByRole('button', { name: 'Claim This Appointment' }).click();
  const toast = page.getByRole('status').filter({ hasText: APPOINTMENTS.claimSuccess });
  await expect(toast).toBeVisible();
  // Issue 28: the claimed card stays where it was, marked Claimed, until the vendor leaves the page.
  await expect(card('first').getByText('Claimed', { exact: true })).toBeVisible();
  const before = await card('third').boundingBox();
  await page.screenshot({ path: `${SHOTS}/unclaimed-toast-390.png` });
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
  const after = await card('third').boundingBox();
  expect(after).toEqual(before);
  await checkAndShoot(page, 'unclaimed-after-claim');
});
