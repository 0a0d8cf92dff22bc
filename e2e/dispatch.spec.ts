import type { Locator, Page } from '@playwright/test';
import { AVAILABILITY, CONSOLE, OFFERS_CONSOLE } from '@vendor-portal/contract/messages';
import {
  createVendorByApi,
  eligibleVendorByApi,
  expect as baseExpect,
  newEmail,
  signInByApi,
  signInStaffOnLoginPage,
  staffByApi,
  test,
  type Ops,
  type Product,
} from './fixtures.ts';
import { joinedMemberByApi } from './team-helpers.ts';

// Issue 42, "Who does what, when", its journey at 1280 px (docs/architecture.md "Availability and dispatch"): the
// office dispatches today on the board, one job by the keyboard (its Give to list), one by dragging it onto a
// technician's row, and one dragged onto a technician who is busy then, which asks first. Then offers: a reviewer
// offers an open job to one company from the console's Bookings; that company sees it first on Unclaimed with the
// time left. Screens of the board and of the offer at 1280 and 390 px (test-results/dispatch/).

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function bookFor(ops: Ops, product: Product, zip: string, actualDateTime: string, vendorId?: number) {
  return ops.post<{ id: number }>('/appointments', {
    customer: { firstName: 'Dee', lastName: 'Dispatch', email: newEmail('customer') },
    property: {
      title: 'Home',
      street1: '1 Main',
      city: 'Denver',
      state: 'CO',
      zipCode: zip,
      timeZone: 'America/Denver',
    },
    actualDateTime,
    duration: 60,
    lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    ...(vendorId ? { vendorId } : {}),
  });
}

/** Drags `block` onto `row` with the mouse, in small steps (the board starts a drag after a few pixels). */
async function drag(page: Page, block: Locator, row: Locator) {
  const from = (await block.boundingBox())!;
  const to = (await row.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(40, to.height / 2), { steps: 15 });
  await page.mouse.up();
}

test('at 1280 px the office dispatches today by keyboard and by dragging; a busy technician is asked about', async ({
  page,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const service = `Board Wash ${stamp}`;
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    prices: [{ title: 'Full', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const owner = await createVendorByApi(request, { title: `Board Co ${stamp}` });
  const ana = `Ana ${stamp}`;
  const ben = `Ben ${stamp}`;
  await joinedMemberByApi(request, ops, owner, 'technician', ana);
  const benMember = await joinedMemberByApi(request, ops, owner, 'technician', ben);
  // Ben is off 4–6 PM today (as a calendar's busy time arrives: time off with its note): a shaded block on the grid.
  const todayInDenver = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
  const off = await request.post('/api/timeOff', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      memberId: benMember.id,
      startDate: todayInDenver,
      endDate: todayInDenver,
      startTime: '16:00',
      endTime: '18:00',
      note: 'Busy (calendar)',
    },
  });
  expect(off.status(), await off.text()).toBe(201);
  const office = await joinedMemberByApi(request, ops, owner, 'office', `Olive ${stamp}`);
  // Today from 10:00 in Denver: jobs at 12:00, 14:00 and 12:30 (the last overlaps the first).
  await bookFor(ops, product, '80203', at(2), owner.vendorId);
  await bookFor(ops, product, '80203', at(4), owner.vendorId);
  await bookFor(ops, product, '80203', at(2.5), owner.vendorId);

  await signInByApi(page, office.email, office.password);
  await page.goto('/dispatch');
  await expect(page.getByRole('heading', { level: 1, name: AVAILABILITY.boardTitle })).toBeVisible();
  const row = (name: string) => page.getByRole('region', { name, exact: true });
  const unassigned = row(AVAILABILITY.unassigned);
  await expect(unassigned.getByTestId('job-block')).toHaveCount(3);

  // At 1280 px the board is a time grid (issue 54 item 25): each job a block at its hours in Denver.
  await expect(page.getByRole('group', { name: AVAILABILITY.gridLabel })).toBeVisible();
  await expect(row(ben).getByTestId('time-off')).toHaveText(/Busy \(calendar\)/);
  // By keyboard: the first job's block, focused and opened, then its Give to list, one step down: Ana.
  const firstBlock = unassigned.getByTestId('job-block').first();
  await firstBlock.focus();
  await page.keyboard.press('Enter');
  const firstPicker = unassigned.getByRole('combobox', { name: /^Give / });
  await firstPicker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(AVAILABILITY.given(ana))).toBeVisible();
  await expect(row(ana).getByTestId('job-block')).toHaveCount(1);

  // By dragging: the 14:00 job onto Ben's row.
  await expect(unassigned.getByTestId('job-block')).toHaveCount(2);
  await drag(page, unassigned.getByTestId('job-block').last(), row(ben));
  await expect(page.getByText(AVAILABILITY.given(ben))).toBeVisible();
  await expect(row(ben).getByTestId('job-block')).toHaveCount(1);

  // Dragging the 12:30 job onto Ana, busy at 12:00–13:00, asks first; given anyway, both are marked as a clash.
  await drag(page, unassigned.getByTestId('job-block').first(), row(ana));
  const dialog = page.getByRole('dialog', { name: AVAILABILITY.confirmAssignTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: AVAILABILITY.confirmAssign }).click();
  await expect(row(ana).getByTestId('job-block')).toHaveCount(2);
  await expect(row(ana).getByText(AVAILABILITY.clash, { exact: true })).toHaveCount(2);
  await expect(unassigned.getByText(AVAILABILITY.noJobs)).toBeVisible();
  await page.screenshot({ path: 'test-results/dispatch/board-1280.png', fullPage: true });
  await page.getByRole('button', { name: AVAILABILITY.week, exact: true }).click();
  await expect(row(ana).locator('[data-day]')).toHaveCount(7);
  await expect(row(ana).getByTestId('job-block')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/dispatch/board-week-1280.png', fullPage: true });
  await page.getByRole('button', { name: AVAILABILITY.day, exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  // Below 1024 px the list per member stays.
  await expect(page.getByRole('group', { name: AVAILABILITY.gridLabel })).toHaveCount(0);
  await expect(row(ana).getByTestId('job-block')).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the board never scrolls sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/dispatch/board-390.png', fullPage: true });
});

test('a reviewer offers an open job to one company, which sees it first with the time left', async ({
  page,
  browser,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const zip = String(82000 + (stamp % 900));
  const service = `Offer Wash ${stamp}`;
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    prices: [{ title: 'Full', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const company = await eligibleVendorByApi(request, product.id, zip, { title: `Chosen Co ${stamp}` });
  await bookFor(ops, product, zip, at(48));
  const offered = await bookFor(ops, product, zip, at(72));
  const reviewer = await staffByApi(request, 'reviewer');

  await signInStaffOnLoginPage(page, reviewer.email);
  await page.goto(`/ops/bookings?q=%23${offered.id}`);
  const booking = page.locator(`#booking-${offered.id}`);
  await booking.getByRole('button', { name: OFFERS_CONSOLE.offerOpen }).click();
  const form = booking.getByRole('form');
  await form.getByLabel(OFFERS_CONSOLE.offerCompanySearch).fill(`Chosen Co ${stamp}`);
  await expect(form.getByRole('option', { name: `Chosen Co ${stamp}` })).toHaveCount(1);
  await form.getByLabel(OFFERS_CONSOLE.offerCompany, { exact: true }).selectOption({ label: `Chosen Co ${stamp}` });
  await form.getByLabel(OFFERS_CONSOLE.offerMinutesLabel).fill('45');
  await form.getByRole('button', { name: OFFERS_CONSOLE.offerSend }).click();
  await expect(booking.getByText(new RegExp(`^Offered to Chosen Co ${stamp} until `)).first()).toBeVisible();
  await expect(booking.getByRole('button', { name: OFFERS_CONSOLE.offerOpen })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: CONSOLE.bookingsTitle })).toBeVisible();
  await page.screenshot({ path: 'test-results/dispatch/console-offer-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/dispatch/console-offer-390.png', fullPage: true });

  // The company: the offered job first, with the time left, though the other is sooner.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const vendorPage = await phone.newPage();
  await signInByApi(vendorPage, company.email, company.password);
  await vendorPage.goto('/unclaimed');
  const cards = vendorPage.locator('section', { has: vendorPage.getByRole('heading', { level: 2, name: service }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByText(AVAILABILITY.offered)).toBeVisible();
  await expect(cards.first().getByText(/^(45|44) min left/)).toBeVisible();
  await expect(cards.last().getByTestId('offer-line')).toHaveCount(0);
  await vendorPage.screenshot({ path: 'test-results/dispatch/unclaimed-offer-390.png', fullPage: true });
  await phone.close();
});
