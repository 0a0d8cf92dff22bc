import { APPOINTMENTS, AUTH, JOIN, TEAM } from '@vendor-portal/contract/messages';
import {
  bookByApi,
  createVendorByApi,
  expect as baseExpect,
  newEmail,
  signInByApi,
  test,
  type Product,
} from './fixtures.ts';

// Issue 30, "A company with a crew", its one journey at 390 px: the owner invites a technician from /team; the
// technician joins from the mail's link on a phone; the owner gives it a job from the job's card; the technician
// sees only that job, not the company's other one, and completes it. Screens are shot at 390 px after asserting
// what each shows (test-results/crew/).

// Pages wait on data and lazy chunks: on a busy machine a first paint can take more than the config's 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const MINUTE = 60_000;

test('a crew at 390 px: the owner invites a technician, who joins from the mail, gets a job and completes only that one', async ({
  page,
  browser,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const service = `Crew Wash ${stamp}`;
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const owner = await createVendorByApi(request, { title: `Crew Detailing ${stamp}` });
  // Two jobs of the company today (in five and ten minutes: completing is allowed on the job's day). The
  // technician will be given the first one only.
  const soon = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
  const theirs = await bookByApi(ops, product, newEmail('customer'), soon(5), { vendorId: owner.vendorId });
  const other = await bookByApi(ops, product, newEmail('customer'), soon(10), { vendorId: owner.vendorId });

  // 1. The owner invites a technician from /team.
  const techEmail = newEmail('tech');
  const techName = `Tess Tech ${stamp}`;
  await signInByApi(page, owner.email, owner.password);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: TEAM.pageTitle })).toBeVisible();
  await page.getByLabel(TEAM.emailLabel, { exact: true }).fill(techEmail);
  await page.getByLabel(TEAM.nameLabel).fill(techName);
  await page.getByLabel(TEAM.roleFieldLabel).selectOption('technician');
  await page.getByRole('button', { name: TEAM.invite }).click();
  await expect(page.getByText(TEAM.invited(techEmail))).toBeVisible();
  await expect(page.getByText(techName).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/crew/team-invited-390.png', fullPage: true });

  // 2. The technician, on a phone of its own, opens the link from the mail and chooses a password.
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await ops.outbox()).find((m) => m.to === techEmail)?.links.find((l) => new URL(l).pathname === '/join');
      return link;
    })
    .toBeTruthy();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tech = await phone.newPage();
  await tech.goto(link!);
  await expect(tech.getByRole('heading', { name: JOIN.joinTitle })).toBeVisible();
  await tech.getByLabel(JOIN.joinPassword, { exact: true }).fill('tech-pass-123');
  await tech.getByLabel(JOIN.joinConfirm).fill('tech-pass-123');
  await tech.getByRole('button', { name: JOIN.joinSubmit }).click();
  // It lands on its own day: nothing assigned yet, and no company setup, team or earnings in its menu.
  await expect(tech.getByRole('heading', { level: 1, name: APPOINTMENTS.pageTitle })).toBeVisible();
  await expect(tech.getByText('0 appointment(s)').first()).toBeVisible();
  await tech.getByRole('button', { name: AUTH.openMenu }).click();
  const menu = tech.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: AUTH.menuTeam })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /Unclaimed|Services|Earnings/ })).toHaveCount(0);
  await tech.screenshot({ path: 'test-results/crew/technician-joined-390.png', fullPage: true });
  await tech.getByRole('button', { name: AUTH.closeMenu }).click();

  // 3. The owner gives the first job to the technician from its card, and sees who does it.
  await page.goto('/');
  const picker = page.getByRole('combobox', { name: new RegExp(`^Who does ${service}`) }).first();
  await expect(picker.locator('option', { hasText: techName })).toHaveCount(1);
  const card = page.locator('li', { has: picker });
  await picker.selectOption({ label: techName });
  await expect(page.getByText(TEAM.assignSaved(techName))).toBeVisible();
  await expect(card.getByText(TEAM.assignedTo(techName))).toBeVisible();
  await page.screenshot({ path: 'test-results/crew/owner-assigned-390.png', fullPage: true });
  // The technician is told by mail, with a link to the job.
  await expect
    .poll(async () => (await ops.outbox()).filter((m) => m.to === techEmail).length)
    .toBeGreaterThanOrEqual(2);

  // 4. The technician sees that job and not the company's other one; it opens it and completes it.
  await tech.reload();
  await expect(tech.getByText('1 appointment(s)').first()).toBeVisible();
  await expect(tech.getByRole('button', { name: new RegExp(service) })).toHaveCount(1);
  const unassigned = await tech.request.get(`/api/appointment/${other.id}`, {
    headers: { authorization: `Bearer ${await tech.evaluate(() => localStorage.getItem('authToken'))}` },
  });
  expect(unassigned.status()).toBe(404);
  await tech.getByRole('button', { name: new RegExp(service) }).click();
  await expect(tech).toHaveURL(new RegExp(`/appointments/${theirs.id}$`));
  await tech.getByRole('button', { name: APPOINTMENTS.markComplete }).click();
  await tech.getByRole('dialog').getByRole('button', { name: APPOINTMENTS.markComplete }).click();
  await expect(tech.getByText(APPOINTMENTS.statusBadge('completed'), { exact: true })).toBeVisible();
  await expect(tech.getByRole('button', { name: APPOINTMENTS.markComplete })).toHaveCount(0);
  await tech.screenshot({ path: 'test-results/crew/technician-completed-390.png', fullPage: true });
  await phone.close();
});
