import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { CONSOLE, PAYOUT } from '@vendor-portal/contract/messages';
import { OPS_MONEY } from '@vendor-portal/contract/messages/payout';
import { STATEMENT } from '@vendor-portal/contract/messages/statement';
import { EARNINGS } from '@vendor-portal/contract/messages/earnings';
import { opsBookingBody } from '../testing/booking.mjs';
import {
  createVendorByApi,
  expect,
  offerByApi,
  OPS_HEADERS,
  signInByApi,
  signInStaffOnLoginPage,
  staffByMailedLink,
  test,
  verifyEmailByApi,
} from './fixtures.ts';

// Journeys (docs/features.md "Pay and earnings"): an admin sets a price's pay in the console's catalogue
// (dollars typed, cents stored) and opens the payouts week view; then the vendor's side at 390 px: claim a
// job showing its pay, complete it, the week shows it, staff pay the last ended week, the vendor sees the
// reference and downloads that week's statement. Axe and screenshots at 390 and 1280 px.

test.describe.configure({ timeout: 180_000 });
// The browser in Denver (issue 38 item 2): a payment is dated on the vendor's day in its zone, not the UTC day.
test.use({ timezoneId: 'America/Denver' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An admin made with the ops token, its password set through the mailed link, signed in on /login. */
async function signInAsAdmin(request: APIRequestContext, page: Page) {
  await signInStaffOnLoginPage(page, await staffByMailedLink(request, page, 'admin'));
}

test('an admin sets a price’s pay and opens the payouts week', async ({ page, request }) => {
  const stamp = Date.now();
  const title = `Pay ${stamp}`;
  const priceTitle = `Standard ${stamp}`;
  const product = await request.post('/api/ops/products', {
    headers: OPS_HEADERS,
    data: { title, isActive: true, prices: [{ title: priceTitle, isOutside: false, schedulingInterface: null }] },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id, prices } = (await product.json()) as { id: number; prices: Array<{ id: number }> };
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(request, page);

  await page.goto('/ops/catalogue');
  const field = page.getByLabel(PAYOUT.fieldLabel(priceTitle));
  await field.fill('45.5');
  await field.locator('xpath=ancestor::form').getByRole('button', { name: PAYOUT.saveAmounts }).click();
  await expect(page.getByText(PAYOUT.amountsSaved(priceTitle, '$45.50', '$0.00'))).toBeVisible();
  const listed = await request.get('/api/ops/products', { headers: OPS_HEADERS });
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
      ['payouts', '/ops/payouts', OPS_MONEY.payoutsTitle],
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

/** A week's Monday as the Earnings page writes it ("Nov 16"). */
const weekLabel = (weekStart: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );

/** Milliseconds from `at` to the next midnight in Denver (the booking's property zone, testing/booking.mjs). */
function untilDenverMidnight(at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return ((24 - part('hour')) * 3600 - part('minute') * 60 - part('second')) * 1000;
}

test('a vendor claims a job by its pay, completes it, and reads its paid week and statement', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  // A comma and quotes in the service: the statement must quote it (RFC 4180).
  const title = `Pay Journey, "Deluxe" ${stamp}`;
  const zipCode = String(10_000 + ((stamp + 29) % 89_999)).padStart(5, '0');
  const product = await request.post('/api/ops/products', {
    headers: OPS_HEADERS,
    data: {
      title,
      isActive: true,
      prices: [{ title: 'Standard', isOutside: false, schedulingInterface: 'datetime', payoutCents: 4550 }],
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id: productId, prices } = (await product.json()) as { id: number; prices: Array<{ id: number }> };
  const vendorTitle = `Pay Vendor ${stamp}`;
  const vendor = await createVendorByApi(request, { title: vendorTitle });
  await offerByApi(request, vendor, productId, zipCode);
  await verifyEmailByApi(request, vendor);
  const approved = await request.patch(`/api/ops/vendors/${vendor.vendorId}`, {
    headers: OPS_HEADERS,
    data: { reviewStatus: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const book = async (extra: object) => {
    const res = await request.post('/api/ops/appointments', {
      headers: OPS_HEADERS,
      data: { ...opsBookingBody({ id: productId, prices }, { zipCode }), ...extra },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  // Today's job (its day has begun, so it may be completed), and one the vendor completed last week
  // (a week must be over before staff pay it: seven days ago is always in the week before this one).
  // Half an hour ahead, or halfway to Denver's midnight when that is sooner: after 23:30 there, half an hour
  // ahead is tomorrow, whose day has not begun (the run at 06:31 UTC found Mark as Complete disabled).
  const todayJob = await book({
    actualDateTime: new Date(stamp + Math.min(30 * 60_000, (untilDenverMidnight(stamp) / 2) | 0)).toISOString(),
  });
  const weekAgo = new Date(stamp - 7 * 86_400_000).toISOString();
  const lastWeekJob = await book({ actualDateTime: weekAgo, completedAt: weekAgo, vendorId: vendor.vendorId });
  const weeks = (
    await (await request.get('/api/earnings?weeks=2', { headers: { authorization: `Bearer ${vendor.token}` } })).json()
  ).data.weeks as Array<{ weekStart: string }>;
  const [thisWeek, lastWeek] = weeks.map((w) => w.weekStart) as [string, string];

  // The vendor claims the job by what it pays.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/unclaimed');
  const card = page.locator('section').filter({ hasText: title });
  await expect(card.getByText(EARNINGS.payLine('$45.50'))).toBeVisible();
  await card.getByRole('button', { name: 'Claim This Appointment' }).click();
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();

  // It completes it; this week shows it, and opening the week lists it.
  await page.goto(`/appointments/${todayJob}`);
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
  await page.goto('/earnings');
  const summary = page.getByRole('heading', { name: EARNINGS.thisWeek }).locator('..');
  await expect(summary.getByText('$45.50')).toBeVisible();
  const eachWeek = page.getByRole('region', { name: EARNINGS.weeksTitle });
  const weekButton = (weekStart: string) =>
    eachWeek.getByRole('button', {
      name: EARNINGS.weekSummary(weekLabel(weekStart), EARNINGS.jobsCount(1), '$45.50'),
    });
  await weekButton(thisWeek).click();
  const thisWeekJobs = eachWeek.getByRole('list', { name: EARNINGS.weekJobsTitle(weekLabel(thisWeek)) });
  await expect(thisWeekJobs.getByText(title)).toBeVisible();
  await expect(thisWeekJobs.getByText('$45.50')).toBeVisible();

  // Staff pay the last ended week in the console (its default week).
  const reference = `ACH-${stamp}`;
  const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await admin.newPage();
  await signInAsAdmin(request, adminPage);
  await adminPage.goto('/ops/payouts');
  const row = adminPage.getByRole('listitem').filter({ hasText: vendorTitle });
  await expect(row.getByText(EARNINGS.notPaid)).toBeVisible();
  await row.getByLabel(OPS_MONEY.payoutReference).fill(reference);
  await row.getByRole('button', { name: OPS_MONEY.markPaid }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: OPS_MONEY.markPaid }).click();
  await expect(row.getByText(OPS_MONEY.markedPaid)).toBeVisible();
  await admin.close();

  // The vendor sees the reference on last week and downloads its statement.
  await page.reload();
  await weekButton(lastWeek).click();
  const panel = page.locator(`[id="${await weekButton(lastWeek).getAttribute('aria-controls')}"]`);
  await expect(panel.getByText(new RegExp(`reference ${reference}$`))).toBeVisible();
  // Paid on the vendor's calendar day in its zone (no hours: America/Denver): in a US evening the UTC day is the
  // next one, and the page must not say it.
  const paidWeeks = (
    await (await request.get('/api/earnings?weeks=2', { headers: { authorization: `Bearer ${vendor.token}` } })).json()
  ).data.weeks as Array<{ weekStart: string; paidAt: string | null }>;
  const paidAt = paidWeeks.find((w) => w.weekStart === lastWeek)!.paidAt!;
  const denverDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'America/Denver' });
  await expect(panel.getByText(EARNINGS.paidOn(denverDay.format(new Date(paidAt)), reference))).toBeVisible();
  await expect(
    panel.getByRole('list', { name: EARNINGS.weekJobsTitle(weekLabel(lastWeek)) }).getByText(title),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/pay/earnings-weeks-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(panel.getByText(new RegExp(`reference ${reference}$`))).toBeVisible();
  await page.screenshot({ path: 'test-results/pay/earnings-weeks-1280.png', fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: EARNINGS.downloadStatementOf(weekLabel(lastWeek)) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(STATEMENT.fileName(lastWeek));
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(STATEMENT.header.join(','));
  expect(lines[1]).toMatch(
    new RegExp(
      `^${lastWeekJob},${lastWeek.slice(0, 4)}-\\d\\d-\\d\\d \\d\\d:\\d\\d,"Pay Journey, ""Deluxe"" ${stamp}",Denver,${zipCode},45\\.50,(\\d{4}-\\d\\d-\\d\\d),${reference}$`,
    ),
  );
  // Every row says when the week was paid (the vendor's day) and the payout's reference (issue 38 item 15).
  const paidOn = lines[1]!.split(',').at(-2);
  expect(lines.slice(2)).toEqual([`${STATEMENT.total},,,,,45.50,${paidOn},${reference}`]);
});
