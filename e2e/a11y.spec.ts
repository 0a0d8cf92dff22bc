import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AUTH } from '@vendor-portal/contract/messages';
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

// Accessibility: axe-core finds zero WCAG 2.0/2.1 A and AA violations on every page of
// the docs/product-spec.md §2 route table, signed out and signed in, on a phone (390 px) and a desktop (1280 px).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Each test audits several pages; give a busy 2-core CI machine room (a page takes 2-4 s here). The tests share
// nothing (each signs in or makes its own vendor), so they run in whichever worker is free: in one worker the
// file took 257 to 281 s, the longest of the journeys, and bounded their wall time.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });
const WIDTHS = [390, 1280];

type Visit = { name: string; open: (page: Page) => Promise<void> };

/** Opens each page once it has settled (data loaded, no spinner) and collects axe's findings. */
async function audit(page: Page, visits: Visit[]) {
  const found: string[] = [];
  for (const { name, open } of visits) {
    await test.step(name, async () => {
      // The live stream (GET /api/events) never ends, so the network would never be idle: here it
      // answers at once, and the pages are audited as they settle (the stream draws nothing by itself).
      await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
      await open(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.animate-spin')).toHaveCount(0);
      // Contrast is measured on the final frame, not halfway through a slide or fade.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations)
        found.push(`${name}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  }
  expect(found, found.join('\n')).toEqual([]);
}

const go = (path: string) => async (page: Page) => {
  await page.goto(path);
};

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('signed-out pages have no axe violations', async ({ page }) => {
      await audit(page, [
        { name: '/login', open: go('/login') },
        {
          name: '/login (reset mode)',
          open: async (p) => {
            await openPrerendered(p, '/login');
            await p.getByRole('button', { name: AUTH.forgotPassword }).click();
            await expect(p.getByRole('button', { name: AUTH.sendResetLink })).toBeVisible();
          },
        },
        { name: '/register (step 1)', open: go('/register') },
        {
          name: '/register (step 2)',
          open: async (p) => {
            await openPrerendered(p, '/register');
            const values: Array<[string, string]> = [
              [AUTH.emailLabel, newEmail('a11y')],
              [AUTH.companyNameLabel, 'A11y Detailing'],
              [AUTH.contactNameLabel, 'Ally Example'],
              [AUTH.phoneLabel, '(303) 555-0100'],
              [AUTH.addressLabel, '1 Main St'],
              [AUTH.cityLabel, 'Denver'],
              [AUTH.stateLabel, 'CO'],
              [AUTH.zipcodeLabel, '80202'],
            ];
            for (const [label, value] of values) await p.getByLabel(label).fill(value);
            await p.getByRole('button', { name: AUTH.continueButton }).click();
            await expect(p.getByLabel(AUTH.passwordLabel, { exact: true })).toBeVisible();
          },
        },
        { name: '/get-started', open: go('/get-started') },
        { name: '/reset-password?token=x', open: go('/reset-password?token=x') },
        { name: '404', open: go('/no-such-page') },
      ]);
    });

    test('signed-in pages have no axe violations', async ({ page, request }) => {
      const token = await signInByApi(page, DEMO.email, DEMO.password);
      await signAgreementByApi(request, token); // another journey may have published a new version
      const list = await request.get('/api/appointment', { headers: { authorization: `Bearer ${token}` } });
      expect(list.status()).toBe(200);
      const [first] = (await list.json()).data as Array<{ id: number }>;
      expect(first, 'the demo vendor has appointments').toBeTruthy();

      await audit(page, [
        { name: '/', open: go('/') },
        { name: `/appointments/${first!.id}`, open: go(`/appointments/${first!.id}`) },
        { name: '/unclaimed', open: go('/unclaimed') },
        { name: '/services', open: go('/services') },
        { name: '/account', open: go('/account') },
        { name: '/about', open: go('/about') },
        ...(width < 768
          ? [
              {
                name: '/ (menu open)',
                open: async (p: Page) => {
                  await p.goto('/');
                  await p.getByRole('button', { name: AUTH.openMenu }).click();
                  await expect(p.getByRole('navigation', { name: 'Main' })).toBeVisible();
                },
              },
            ]
          : []),
      ]);
    });

    test('onboarding (an identity without a vendor) has no axe violations', async ({ page, request }) => {
      const email = newEmail('a11y-onboarding');
      const account = await request.post('/auth/accounts', { data: { email, password: 'a11y-pass-1' } });
      expect(account.status()).toBe(201);
      await signInByApi(page, email, 'a11y-pass-1');
      await audit(page, [{ name: '/onboarding', open: go('/onboarding') }]);
    });
  });
}

test('the vendor agreement overlay has no axe violations', async ({ page, request }) => {
  const email = newEmail('a11y-agreement');
  const account = await request.post('/auth/accounts', { data: { email, password: 'a11y-pass-1' } });
  const { idToken } = await account.json();
  const vendor = await request.post('/api/vendor', {
    headers: { authorization: `Bearer ${idToken}` },
    data: {
      email,
      title: 'A11y Agreement LLC',
      contactName: 'Ally',
      phone: '(303) 555-0101',
      street1: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
    },
  });
  expect(vendor.status()).toBe(201);
  await signInByApi(page, email, 'a11y-pass-1');
  await audit(page, [
    {
      name: '/ (agreement overlay)',
      open: async (p) => {
        await p.goto('/');
        await expect(p.getByRole('dialog', { name: 'Vendor Agreement' })).toBeVisible();
      },
    },
  ]);
});

// The vendor made here keeps the signed-in check honest for a vendor with no data as well.
test('a new vendor with empty lists has no axe violations', async ({ page, request }) => {
  const vendor = await createVendorByApi(request);
  await signInByApi(page, vendor.email, vendor.password);
  await audit(page, [
    { name: '/ (empty)', open: go('/') },
    { name: '/unclaimed (empty)', open: go('/unclaimed') },
    { name: '/services (empty)', open: go('/services') },
    { name: '/account (empty)', open: go('/account') },
  ]);
});
