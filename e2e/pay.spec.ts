import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH, CONSOLE, PAYOUT } from '@vendor-portal/contract/messages';
import { EARNINGS } from '@vendor-portal/contract/messages/earnings';
import { expect, newEmail, test } from './fixtures.ts';

// Journey, first part (docs/features.md "Pay and earnings"): an admin sets a price's pay in the console's
// catalogue (dollars typed, cents stored) and opens the payouts week view; axe and screenshots at 390 and
// 1280 px. The vendor's side of the journey (claim → complete → paid week → CSV) is still to write.

test.describe.configure({ timeout: 180_000 });

const OPS = { authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PASSWORD = 'staff-pass-123';

/** An admin made with OPS_TOKEN, its password set through the mailed link, signed in on /login. */
async function signInAsAdmin(request: APIRequestContext, page: Page) {
  const email = newEmail('admin');
  const created = await request.post('/api/ops/staff', { headers: OPS, data: { email, role: 'admin' } });
  expect(created.status(), await created.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await request.get('/api/ops/outbox?limit=200', { headers: OPS });
      link = ((await outbox.json()).data as Array<{ to: string; links: string[] }>)
        .filter((m) => m.to === email)
        .flatMap((m) => m.links)
        .find((l) => new URL(l).pathname === '/reset-password');
      return link;
    })
    .toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel(AUTH.newPasswordLabel, { exact: true }).fill(PASSWORD);
  await page.getByLabel(AUTH.confirmPasswordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: AUTH.resetPasswordButton }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(AUTH.emailLabel).fill(email);
  await page.getByLabel(AUTH.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: AUTH.loginButton }).click();
  await expect(page).toHaveURL(/\/ops$/);
}

test('an admin sets a price’s pay and opens the payouts week', async ({ page, request }) => {
  const stamp = Date.now();
  const title = `Pay ${stamp}`;
  const priceTitle = `Standard ${stamp}`;
  const product = await request.post('/api/ops/products', {
    headers: OPS,
    data: { title, isActive: true, prices: [{ title: priceTitle, isOutside: false, schedulingInterface: null }] },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id, prices } = (await product.json()) as { id: number; prices: Array<{ id: number }> };
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(request, page);

  await page.goto('/ops/catalogue');
  const field = page.getByLabel(PAYOUT.fieldLabel(priceTitle));
  await field.fill('45.5');
  await field.locator('xpath=ancestor::form').getByRole('button', { name: PAYOUT.save }).click();
  await expect(page.getByText(PAYOUT.saved(priceTitle, '$45.50'))).toBeVisible();
  const listed = await request.get('/api/ops/products', { headers: OPS });
  const stored = (
    (await listed.json()).data as Array<{ id: number; prices: Array<{ id: number; payoutCents: number }> }>
  )
    .find((p) => p.id === id)!
    .prices.find((p) => p.id === prices[0]!.id)!;
  expect(stored.payoutCents).toBe(4550);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const [name, path, heading] of [
      ['catalogue', '/ops/catalogue', CONSOLE.catalogueTitle],
      ['payouts', '/ops/payouts', EARNINGS.payoutsTitle],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(CONSOLE.loading)).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((v) => `${name} ${width}: ${v.id}`)).toEqual([]);
      await page.screenshot({ path: `test-results/pay/${name}-${width}.png`, fullPage: true });
    }
  }
});
