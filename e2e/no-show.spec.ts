import type { Page } from '@playwright/test';
import { EARNINGS } from '@vendor-portal/contract/messages/earnings';
import { VISIT } from '@vendor-portal/contract/messages';
import {
  advanceClock,
  bookByApi,
  eligibleVendorByApi,
  expect as baseExpect,
  newEmail,
  signInByApi,
  signInStaffOnLoginPage,
  staffByApi,
  test,
  type Product,
} from './fixtures.ts';

// Issue 43 "The visit", the no-show at 390 px: the technician arrives and reads from when "Customer didn't show" is
// possible; 30 minutes later (the journeys' clock moved on at once, advanceClock: decision 026) it reports the
// no-show with a note; the job reads as a no-show with its frozen no-show pay, which is what Earnings counts for
// the week, and the console shows it. Screens in test-results/no-show/.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Denver' });

const ZIP = '80203';
const TZ = 'America/Denver';
const MINUTE = 60_000;
/** A week's Monday as the pages write it ("Nov 16"). */
const weekLabel = (weekStart: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );
/** "10:41 AM" in Denver: the start of the time the job's page writes. */
const clockTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TZ }).format(at);

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/no-show/${name}-390.png`, fullPage: true });
}

test('a no-show at 390 px: the time it becomes possible, then (30 minutes on) closed with a note, its pay in Earnings and the console', async ({
  page,
  browser,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const service = `Porch Wash ${stamp}`;
  // 100.00 of pay; a no-show earns the default 50% of it, frozen at booking.
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    prices: [{ title: 'Porch', isOutside: true, schedulingInterface: 'datetime', payoutCents: 10_000 }],
  });
  const vendor = await eligibleVendorByApi(request, product.id, ZIP, { title: `No-Show Co ${stamp}` });
  const auth = { authorization: `Bearer ${vendor.token}` };
  // Starts in 5 minutes (the journeys' clock starts at 10:00 in Denver: the job's day holds for hours).
  const start = new Date(Date.now() + 5 * MINUTE);
  const job = await bookByApi(ops, product, newEmail('customer'), start.toISOString(), {
    vendorId: vendor.vendorId,
    property: { title: 'No-Show House', street1: '9 Elm St', city: 'Denver', state: 'CO', zipCode: ZIP, timeZone: TZ },
  });

  // 1. Arrived: the page says from when the no-show is possible (30 minutes after the later of start and arrival),
  // and offers no button yet.
  await signInByApi(page, vendor.email, vendor.password);
  await page.goto(`/appointments/${job.id}`);
  await page.getByRole('button', { name: VISIT.arrived, exact: true }).click();
  await expect(page.getByText(/^Arrived at /)).toBeVisible();
  const arrived = (await (await request.get(`/api/appointment/${job.id}`, { headers: auth })).json()).data;
  const from = new Date(Math.max(start.getTime(), Date.parse(arrived.checkedInAt)) + 30 * MINUTE);
  await expect(page.getByText(VISIT.noShowFrom(clockTime(from)).replace(/\.$/, ''))).toBeVisible();
  await expect(page.getByRole('button', { name: VISIT.noShow })).toHaveCount(0);
  await shoot(page, 'not-yet');

  // 2. The clock moves past that time at once (server, this runner and the pages opened from now on); the phone
  // opens the job again and reports the no-show with a note.
  advanceClock(from.getTime() - Date.now() + MINUTE);
  expect(Date.now()).toBeGreaterThan(from.getTime());
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: TZ });
  const later = await phone.newPage();
  await signInByApi(later, vendor.email, vendor.password);
  await later.goto(`/appointments/${job.id}`);
  await expect(later.getByText(/^Arrived at /)).toBeVisible();
  await later.getByRole('button', { name: VISIT.noShow }).click();
  const form = later.getByRole('form', { name: VISIT.noShowHeading });
  await form.getByLabel(VISIT.noShowNoteLabel).fill('Knocked and called twice, nobody home.');
  await shoot(later, 'form');
  await form.getByRole('button', { name: VISIT.noShowConfirm }).click();

  // 3. The job reads as a no-show with its no-show pay (50.00, not the job's 100.00).
  await expect(later.getByText(VISIT.outcomeNoShow, { exact: true })).toBeVisible();
  await expect(later.getByText(`${VISIT.noShowPayLabel}: $50.00`)).toBeVisible();
  await expect(later.getByRole('button', { name: VISIT.noShow })).toHaveCount(0);
  await shoot(later, 'closed');
  const closed = (await (await request.get(`/api/appointment/${job.id}`, { headers: auth })).json()).data;
  expect(closed).toMatchObject({ outcome: 'no-show', noShowCents: 5000 });

  // 4. Earnings: this week counts the job once, at its no-show pay.
  const weeks = (await (await request.get('/api/earnings?weeks=1', { headers: auth })).json()).data.weeks;
  const thisWeek = weeks[0].weekStart as string;
  await later.goto('/earnings');
  await expect(later.getByRole('heading', { name: EARNINGS.thisWeek }).locator('..').getByText('$50.00')).toBeVisible();
  const eachWeek = later.getByRole('region', { name: EARNINGS.weeksTitle });
  await eachWeek
    .getByRole('button', { name: EARNINGS.weekSummary(weekLabel(thisWeek), EARNINGS.jobsCount(1), '$50.00') })
    .click();
  await expect(
    eachWeek.getByRole('list', { name: EARNINGS.weekJobsTitle(weekLabel(thisWeek)) }).getByText(service),
  ).toBeVisible();
  await shoot(later, 'earnings');
  await phone.close();

  // 5. The console: staff see the booking as a no-show with its pay.
  const reviewer = await staffByApi(request, 'reviewer');
  const desk = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: TZ });
  const staffPage = await desk.newPage();
  await signInStaffOnLoginPage(staffPage, reviewer.email);
  await staffPage.goto(`/ops/bookings?state=completed&q=%23${job.id}`);
  const booking = staffPage.locator(`#booking-${job.id}`);
  await expect(booking.getByText(VISIT.outcomeNoShow, { exact: true })).toBeVisible();
  await expect(booking.getByText(`${VISIT.noShowPayLabel}: $50.00`)).toBeVisible();
  await shoot(staffPage, 'console');
  await desk.close();
});
