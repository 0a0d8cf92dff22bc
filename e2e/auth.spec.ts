import type { Page } from '@playwright/test';
import {
  test,
  expect,
  createVendorByApi,
  DEMO,
  newEmail,
  openPrerendered,
  signAgreementByApi,
  signInByApi,
} from './fixtures.ts';

// Journey: sign-up, sign-out, sign-in back to the page first asked for, the vendor
// agreement gate (and a new version bringing it back), password reset through the outbox, 404
// and About.

const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.afterAll(async ({ request }) => {
  // A version published here must not put the overlay in front of other journeys' demo vendor.
  const res = await request.post('/auth/sessions', { data: DEMO });
  await signAgreementByApi(request, (await res.json()).idToken);
});

test('sign up, agreement, sign out, sign in back to the page asked for, a new agreement version', async ({
  page,
  ops,
}) => {
  const email = newEmail('journey');
  const password = 'journey-pass-1';

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /^Login to Your .+ Account$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  // The URL changes before the next page's chunk has arrived; type only once the sign-up form shows.
  await expect(page.getByRole('heading', { name: /^Create Your .+ Account$/ })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The onboarding wizard (its own journey) creates the vendor; here the API does it.
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  const vendor = await page.request.post('/api/vendor', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email,
      title: 'Journey Detailing',
      contactName: 'Jo',
      phone: '(303) 555-0111',
      street1: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
    },
  });
  expect(vendor.status()).toBe(201);

  // The agreement overlay blocks the signed-in vendor until I agree.
  await page.goto('/');
  const overlay = page.getByRole('dialog', { name: 'Vendor Agreement' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('heading', { level: 1 })).toBeVisible(); // rendered markdown
  await overlay.getByRole('button', { name: 'I agree' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenOf(page)).toBeNull();

  // A guarded page asked for while signed out: sign-in comes back to it.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');

  // A newly published version brings the overlay back.
  await ops.post('/legal-documents', {
    documentType: 'vendor_agreement',
    effectiveDate: new Date(Date.now() - 1000).toISOString(),
    contentMarkdown: '# Vendor Agreement, new version\n\nPlease read the changes.',
  });
  await page.reload();
  await expect(overlay.getByRole('heading', { name: 'Vendor Agreement, new version' })).toBeVisible();
  await overlay.getByRole('button', { name: 'I agree' }).click();
  await expect(overlay).toBeHidden();
});

test('a wrong password is refused with the SPEC text', async ({ page, request }) => {
  const vendor = await createVendorByApi(request);
  await openPrerendered(page, '/login');
  await login(page, vendor.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
});

test('password reset through the outbox link', async ({ page, request, ops }) => {
  const vendor = await createVendorByApi(request);
  await openPrerendered(page, '/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset email sent. Check your inbox (and spam folder).');

  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await ops.outbox())
        .find((m) => m.to === vendor.email)
        ?.links.find((l) => l.includes('/reset-password?token='));
      return link;
    })
    .toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New Password').fill('brand-new-pass');
  await page.getByLabel('Confirm Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await login(page, vendor.email, 'brand-new-pass');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New Password').fill('another-pass-1');
  await page.getByLabel('Confirm Password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test('the 404 page and About', async ({ page, request }) => {
  const vendor = await createVendorByApi(request);
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The signed-in page, before the next load: the app's start-up refreshes the session (rotating its cookie). A
  // load that aborts that refresh sends the spent cookie again, which the grace of decision 038 now survives.
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Page' })).toBeVisible();
});

test('on a phone the menu slides in over a dimmed backdrop', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const vendor = await createVendorByApi(request);
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('menu-backdrop')).toBeVisible();
  await menu.getByRole('link', { name: 'Unclaimed' }).click();
  await expect(page).toHaveURL(/\/unclaimed$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('two tabs opening at once both stay signed in: one token refresh at a time', async ({ context, request }) => {
  const vendor = await createVendorByApi(request);
  const session = await context.request.post('/auth/sessions', {
    data: { email: vendor.email, password: vendor.password },
  });
  const { idToken } = await session.json();
  await context.addInitScript((token) => window.localStorage.setItem('authToken', token), idToken);
  // Each refresh is held until another one arrives (or for 1.5 s), then they go together: two
  // tabs that refresh at the same time reach the server at the same time.
  let held: Array<() => void> = [];
  await context.route('**/auth/token', async (route) => {
    await new Promise<void>((release) => {
      held.push(release);
      if (held.length >= 2) {
        held.forEach((r) => r());
        held = [];
      } else {
        setTimeout(() => {
          held = held.filter((r) => r !== release);
          release();
        }, 1_500);
      }
    });
    await route.continue();
  });
  const refreshes: number[] = [];
  context.on('response', (res) => {
    if (res.url().endsWith('/auth/token')) refreshes.push(res.status());
  });
  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto('/')));
  for (const tab of tabs) await expect(tab.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect.poll(() => refreshes.length).toBe(2);
  expect(refreshes).toEqual([200, 200]);
  await context.unroute('**/auth/token');
  // The session was not revoked as a replay: it refreshes again.
  expect((await context.request.post('/auth/token')).status()).toBe(200);
});

test('a page that goes away during its token refresh leaves the next page signed in', async ({ page, request }) => {
  const vendor = await createVendorByApi(request);
  await signInByApi(page, vendor.email, vendor.password);
  const [spent] = (await page.context().cookies()).filter((c) => c.name === 'vp_refresh');
  // The page's start-up refresh reaches the server, which rotates the cookie, but its answer is lost with the
  // page (a reload, a notification's tap): the browser keeps the rotated cookie and the next page sends it again.
  let caught = false;
  let lost = false;
  await page.route('**/auth/token', async (route) => {
    if (caught) return route.continue();
    caught = true;
    expect((await route.fetch()).status()).toBe(200);
    await route.abort('aborted');
    lost = true;
  });
  await page.goto('/');
  await expect.poll(() => lost).toBe(true);
  // Whatever the fetch above stored (it has answered), the browser holds the spent cookie, as one whose answer
  // was lost does.
  await page.context().addCookies([spent!]);
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/auth/token'));
  await page.reload();
  // Within the reuse grace the spent cookie gets a successor (decision 038): the session goes on.
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  expect((await page.context().request.post('/auth/token')).status()).toBe(200);
});
