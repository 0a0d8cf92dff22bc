import { QUALITY } from '@vendor-portal/contract/messages';
import { QUALITY_CONSOLE } from '@vendor-portal/contract/messages/quality-console';
import {
  bookByApi,
  createVendorByApi,
  expect,
  newEmail,
  signInByApi,
  signInStaffOnLoginPage,
  staffByApi,
  test,
} from './fixtures.ts';

// Issue 57, docs/features.md "Scorecard and tiers": an owner whose technician arrived late opens that job from its
// scorecard (the landing page's card, then the page). Screenshots of the scorecard at 390 and 1280 px and of the
// quality console at 1280 px, after asserting what they show (docs/screenshots/).

test.describe.configure({ timeout: 180_000 });

const HOUR = 3_600_000;

test('an owner opens a late job from its scorecard', async ({ page, request, ops }) => {
  const stamp = Date.now();
  const product = await ops.post<{ id: number; prices: Array<{ id: number }> }>('/products', {
    title: `Scorecard Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const vendor = await createVendorByApi(request, { title: `Scorecard Detailing ${stamp}` });
  const auth = { authorization: `Bearer ${vendor.token}` };
  // Two jobs done today: one arrived at once, one arrived an hour after its start (late).
  const startedAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const onTime = await bookByApi(ops, product, newEmail('customer'), startedAgo(0.1), { vendorId: vendor.vendorId });
  const late = await bookByApi(ops, product, newEmail('customer'), startedAgo(1), { vendorId: vendor.vendorId });
  for (const job of [onTime, late]) {
    const arrived = await request.post(`/api/appointment/${job.id}/check-in`, { headers: auth });
    expect(arrived.status(), await arrived.text()).toBe(200);
    const done = await request.patch(`/api/appointment/complete/${job.id}`, { headers: auth });
    expect(done.status(), await done.text()).toBe(200);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto('/scorecard');
  await expect(page.getByText(QUALITY.onTimeValue({ rate: 50 }), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: QUALITY.tierLine({ tier: 'Standard' }) })).toBeVisible();
  await expect(page.getByText('3 more completed jobs')).toBeVisible();
  await page.getByRole('button', { name: `${QUALITY.showJobs}, ${QUALITY.onTimeLabel}` }).click();
  const lateList = page.getByRole('list', { name: QUALITY.figureJobsTitle({ figure: QUALITY.onTimeLabel }) });
  await expect(lateList.getByRole('link')).toHaveCount(1);
  await page.screenshot({ path: 'docs/screenshots/scorecard-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'docs/screenshots/scorecard-1280.png', fullPage: true });
  await lateList.getByRole('link', { name: QUALITY.jobLink({ id: late.id }) }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${late.id}$`));
});

test('the quality console lists the companies with their figures and links to Appeals', async ({ page, request }) => {
  // Its own company: a failed test before it restarts the worker, and its server, afresh.
  await createVendorByApi(request, { title: `Scorecard Detailing ${Date.now()}` });
  const admin = await staffByApi(request, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaffOnLoginPage(page, admin.email);
  await page.goto('/ops/quality');
  await expect(page.getByRole('heading', { name: QUALITY_CONSOLE.pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Scorecard Detailing/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: QUALITY_CONSOLE.appeals })).toHaveAttribute(
    'href',
    '/ops/quality/appeals',
  );
  await page.screenshot({ path: 'docs/screenshots/ops-quality-1280.png', fullPage: true });
});
