import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNT, SIGN_IN_SETTINGS, VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { createVendorByApi, expect, newEmail, signInByApi, test } from './fixtures.ts';

// Journey (docs/architecture.md "Identity"): on Account, the Sign-in card changes the sign-in email
// through a link mailed to the new address, and the password (other devices signed out, this one
// kept). Checked with axe and looked at on a phone and a desktop.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const signInCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: SIGN_IN_SETTINGS.cardTitle }) });

for (const width of [390, 1280]) {
  test(`the Account page with the Sign-in card passes axe at ${width} px`, async ({ page, request }, info) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
    const vendor = await createVendorByApi(request, { title: 'Sign-in Card LLC' });
    await signInByApi(page, vendor.email, vendor.password);
    await page.goto('/account');
    const card = signInCard(page);
    await expect(card.getByText(vendor.email.toLowerCase())).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await card.screenshot({ path: info.outputPath(`sign-in-card-${width}.png`) });

    await card.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword }).click();
    await card.getByRole('button', { name: SIGN_IN_SETTINGS.savePassword }).click();
    await expect(card.getByLabel(SIGN_IN_SETTINGS.newPasswordLabel, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`account-password-form-${width}.png`), fullPage: true });
    await card.getByRole('button', { name: SIGN_IN_SETTINGS.cancel }).click();

    await card.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }).click();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`account-email-form-${width}.png`), fullPage: true });
  });
}

test('a vendor changes the sign-in email by the mailed link, then the password', async ({
  page,
  request,
  browser,
  ops,
}) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  const vendor = await createVendorByApi(request, { title: 'Moving Email LLC' });
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/account');
  const card = signInCard(page);

  // Email: a link to the new address; nothing changes until it is opened.
  const moved = newEmail('moved');
  await card.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }).click();
  await card.getByLabel(SIGN_IN_SETTINGS.newEmailLabel).fill(moved);
  await card.getByLabel(SIGN_IN_SETTINGS.currentPasswordLabel).fill(vendor.password);
  await card.getByRole('button', { name: SIGN_IN_SETTINGS.sendLink }).click();
  await expect(card.getByRole('status')).toHaveText(SIGN_IN_SETTINGS.emailLinkSent(moved.toLowerCase()));
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await ops.outbox())
        .find((m) => m.to === moved.toLowerCase())
        ?.links.find((l) => l.includes('/verify-email?change=email'));
      return link;
    })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(VERIFY_EMAIL.emailChanged)).toBeVisible();
  await page.goto('/account');
  await expect(signInCard(page).getByText(moved.toLowerCase())).toBeVisible();
  const profile = page.locator('section', { has: page.getByRole('heading', { name: ACCOUNT.profileTitle }) });
  await expect(profile.getByText(moved.toLowerCase())).toBeVisible();
  await expect
    .poll(async () => (await ops.outbox()).some((m) => m.to === vendor.email.toLowerCase() && m.text.includes(moved)))
    .toBe(true);

  // Password: another device is signed out, this one stays.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInByApi(otherPage, moved, vendor.password);
  await card.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword }).click();
  await card.getByLabel(SIGN_IN_SETTINGS.currentPasswordLabel).fill(vendor.password);
  await card.getByLabel(SIGN_IN_SETTINGS.newPasswordLabel, { exact: true }).fill('a-new-password-1');
  await card.getByLabel(SIGN_IN_SETTINGS.confirmPasswordLabel).fill('a-new-password-1');
  await card.getByRole('button', { name: SIGN_IN_SETTINGS.savePassword }).click();
  await expect(card.getByRole('status')).toHaveText(SIGN_IN_SETTINGS.passwordChanged);
  await page.reload();
  await expect(signInCard(page).getByText(moved.toLowerCase())).toBeVisible();
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});
