import { AVAILABILITY, TEAM } from '@vendor-portal/contract/messages';
import {
  bookByApi,
  denverDay,
  eligibleVendorByApi,
  expect as baseExpect,
  middayOf,
  newEmail,
  signInByApi,
  test,
  type Ops,
  type Product,
} from './fixtures.ts';
import { joinedMemberByApi } from './team-helpers.ts';

// Issue 42, "Who does what, when", its journey at 390 px (docs/architecture.md "Availability and dispatch"): an
// owner adds a day off on Services & Hours and no new-job alert arrives for a job on that day (one on the next
// day is alerted, so the mail is not just late); a technician's day off makes the job's picker ask before giving
// it. The journeys' clock starts at 10:00 in Denver (decision 026), so "today" and "tomorrow" are the app's.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px: a day off stops the alerts of that day; a technician’s day off makes the picker ask', async ({
  page,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const zip = String(81000 + (stamp % 900));
  const service = `Off Wash ${stamp}`;
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    prices: [{ title: 'Full', isOutside: false, schedulingInterface: 'datetime' }],
  });
  const owner = await eligibleVendorByApi(request, product.id, zip, { title: `Off Days ${stamp}` });

  // 1. The owner adds tomorrow as a day off on Services & Hours.
  await signInByApi(page, owner.email, owner.password);
  await page.goto('/services');
  const card = page.locator('section', { has: page.getByRole('heading', { name: AVAILABILITY.companyTitle }) }).first();
  await card.getByLabel(AVAILABILITY.startDate).fill(denverDay(1));
  await card.getByLabel(AVAILABILITY.endDate).fill(denverDay(1));
  await card.getByLabel(AVAILABILITY.note).fill('Family day');
  await card.getByRole('button', { name: AVAILABILITY.add }).click();
  await expect(card.getByText(AVAILABILITY.added)).toBeVisible();
  await expect(card.getByText(/Family day/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/availability/day-off-390.png', fullPage: true });

  // 2. A job tomorrow is not alerted; one the day after is (queued after it: its mail shows the worker ran).
  const onTheDayOff = await bookInZip(ops, product, zip, middayOf(1));
  const dayAfter = await bookInZip(ops, product, zip, middayOf(2));
  const mailsToOwner = async () =>
    (await ops.outbox()).filter((m) => m.to === owner.email && m.subject.includes(service));
  await expect.poll(async () => (await mailsToOwner()).length).toBe(1);
  const [only] = await mailsToOwner();
  expect(only!.text).toContain(`/unclaimed`);
  expect(onTheDayOff.id).not.toBe(dayAfter.id);
  // The Unclaimed card says the job falls in the time off.
  await page.goto('/unclaimed');
  await expect(page.getByText(AVAILABILITY.fitTimeOff)).toHaveCount(1);

  // 3. A technician off today: giving it today's job asks first, and gives it once confirmed.
  const techName = `Tomas Tech ${stamp}`;
  const tech = await joinedMemberByApi(request, ops, owner, 'technician', techName);
  const off = await request.post('/api/timeOff', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { memberId: tech.id, startDate: denverDay(0), endDate: denverDay(0), note: 'Dentist' },
  });
  expect(off.status(), await off.text()).toBe(201);
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString();
  await bookByApi(ops, product, newEmail('customer'), today, { vendorId: owner.vendorId });
  await page.goto('/');
  const picker = page.getByRole('combobox', { name: new RegExp(`^Who does ${service}`) }).first();
  await expect(picker.locator('option', { hasText: techName })).toHaveCount(1);
  await picker.selectOption({ label: techName });
  const dialog = page.getByRole('dialog', { name: AVAILABILITY.confirmAssignTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(AVAILABILITY.memberBusy(techName))).toBeVisible();
  await page.screenshot({ path: 'test-results/availability/picker-asks-390.png', fullPage: true });
  await dialog.getByRole('button', { name: AVAILABILITY.confirmAssign }).click();
  await expect(page.getByText(TEAM.assignSaved(techName))).toBeVisible();
});

/** A booking in `zip` (bookByApi books in 80203). */
async function bookInZip(ops: Ops, product: Product, zip: string, actualDateTime: string) {
  return ops.post<{ id: number }>('/appointments', {
    customer: { firstName: 'Jo', lastName: 'Journey', email: newEmail('customer') },
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
  });
}
