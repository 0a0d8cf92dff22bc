import type { Page } from '@playwright/test';
import { JOB_RATING } from '@vendor-portal/contract/messages/job-rating';
import { RATINGS } from '@vendor-portal/contract/messages/ratings';
import {
  advanceClock,
  bookByApi,
  eligibleVendorByApi,
  expect as baseExpect,
  newEmail,
  signInByApi,
  test,
  type Product,
} from './fixtures.ts';

// docs/architecture.md "Ratings and the right of reply", issue 57's journey: the customer rates a completed job on
// its /job page (390 px), the owner replies on Ratings within the 72-hour hold (1280 px), and once the hold is over
// (the journeys' clock moved on at once, advanceClock: decision 026) the customer's page shows the reply. Screens in
// test-results/ratings/.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const ZIP = '80203';
const TZ = 'America/Denver';
const HOUR = 3_600_000;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/ratings/${name}.png`, fullPage: true });
}

test('a customer rates on /job, the owner replies within the hold, the reply shows after publication', async ({
  browser,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const product = await ops.post<Product>('/products', {
    title: `Window Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'House', isOutside: true, schedulingInterface: 'datetime', payoutCents: 9_000 }],
  });
  const vendor = await eligibleVendorByApi(request, product.id, ZIP, { title: `Rated Co ${stamp}` });
  const job = await bookByApi(ops, product, newEmail('customer'), new Date(Date.now() - 3 * HOUR).toISOString(), {
    vendorId: vendor.vendorId,
    completedAt: new Date(Date.now() - HOUR).toISOString(),
  });
  const link = new URL((job as unknown as { customerUrl: string }).customerUrl);

  // 1. The customer's phone: the form after completion, stars, tags and a comment; then its rating, held.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: TZ });
  const customer = await phone.newPage();
  await customer.goto(`${link.pathname}${link.search}`);
  await expect(customer.getByRole('heading', { name: JOB_RATING.title })).toBeVisible();
  await customer.locator('label', { has: customer.getByRole('radio', { name: JOB_RATING.star(4) }) }).click();
  await customer.locator('label', { has: customer.getByRole('checkbox', { name: JOB_RATING.tag_on_time }) }).click();
  await customer.locator('label', { has: customer.getByRole('checkbox', { name: JOB_RATING.tag_tidy }) }).click();
  await customer.getByLabel(JOB_RATING.commentLabel).fill('Spotless windows, a little late.');
  await expect(customer.getByRole('radio', { name: JOB_RATING.star(4) })).toBeChecked();
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(customer, 'job-rating-form-390');
  await customer.getByRole('button', { name: JOB_RATING.send }).click();
  await expect(customer.getByRole('heading', { name: JOB_RATING.yours })).toBeVisible();
  await expect(customer.getByText(JOB_RATING.held)).toBeVisible();
  await phone.close();

  // 2. The owner, within the hold: the rating on Ratings, held, linked to its job; a reply.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TZ });
  const owner = await desk.newPage();
  await signInByApi(owner, vendor.email, vendor.password);
  await owner.goto('/ratings');
  await expect(owner.getByRole('heading', { name: RATINGS.title, level: 1 })).toBeVisible();
  await expect(owner.getByText('Spotless windows, a little late.')).toBeVisible();
  await expect(owner.getByText(RATINGS.statusHeld, { exact: true })).toBeVisible();
  await expect(owner.getByRole('link', { name: RATINGS.jobLink({ id: job.id }) })).toHaveAttribute(
    'href',
    `/appointments/${job.id}`,
  );
  await owner.getByLabel(RATINGS.replyLabel).fill('Thank you! We will be on time next visit.');
  await shoot(owner, 'ratings-page-1280');
  await owner.getByRole('button', { name: RATINGS.replySend }).click();
  await expect(owner.getByText(RATINGS.yourReply)).toBeVisible();
  await expect(owner.getByText('Thank you! We will be on time next visit.')).toBeVisible();
  await desk.close();

  // 3. 73 hours on: published; the customer's page shows the reply.
  advanceClock(73 * HOUR);
  const later = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: TZ });
  const back = await later.newPage();
  await back.goto(`${link.pathname}${link.search}`);
  await expect(back.getByText(JOB_RATING.reply)).toBeVisible();
  await expect(back.getByText('Thank you! We will be on time next visit.')).toBeVisible();
  await shoot(back, 'job-rating-reply-390');
  await later.close();
});
