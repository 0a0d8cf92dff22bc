import type { Page } from '@playwright/test';
import {
  bookByApi,
  createVendorByApi,
  expect as baseExpect,
  newEmail,
  OPS_HEADERS,
  signInByApi,
  test,
  type Product,
} from './fixtures.ts';

// Issue 46, the Earnings page of an owner who reads Spanish, at 390 and 1280 px: a completed job, a late
// cancellation's fee and an admin's adjustment in this week, the week opened with its jobs, adjustments and a
// dispute. Amounts and days in es-US; nothing wider than the screen. Screens in test-results/earnings-es/, each
// taken after asserting what it shows. The texts are spelled out: what the member reads is the requirement.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Denver' });

const HOUR = 3_600_000;

/** A week's Monday as a Spanish page writes it ("23 nov"). */
const weekLabel = (weekStart: string) =>
  new Intl.DateTimeFormat('es-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Nothing runs off the side (Spanish runs about a quarter longer than English).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/earnings-es/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('an owner reads its Earnings in Spanish: weeks, adjustments and a dispute, amounts and days in es-US', async ({
  page,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const service = `Lavado ${stamp}`;
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    cancellationPayoutPercent: 50,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime', payoutCents: 123_450 }],
  });
  const owner = await createVendorByApi(request, { title: `Pago Justo ${stamp}` });
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const language = await request.patch('/api/preferences', { headers: ownerAuth, data: { language: 'es' } });
  expect(language.status(), await language.text()).toBe(200);
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  await bookByApi(ops, product, newEmail('customer'), at(-HOUR), {
    vendorId: owner.vendorId,
    completedAt: at(-HOUR / 2),
  });
  const late = await bookByApi(ops, product, newEmail('customer'), at(3 * HOUR), { vendorId: owner.vendorId });
  const cancelled = await request.post(`/api/ops/appointments/${late.id}/cancel`, { headers: OPS_HEADERS });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await ops.post('/adjustments', { vendorId: owner.vendorId, amountCents: -1_250, reason: 'Vidrio roto' });
  const weeks = (await (await request.get('/api/earnings?weeks=1', { headers: ownerAuth })).json()).data.weeks;
  const week = weekLabel(weeks[0].weekStart as string);

  await signInByApi(page, owner.email, owner.password);
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ganancias' })).toBeVisible();
  const summary = page.getByRole('heading', { name: 'Esta semana hasta hoy' }).locator('..');
  // $1,234.50 + $617.25 (half, the late fee) - $12.50.
  await expect(summary.getByText('$1,839.25')).toBeVisible();
  await expect(summary.getByText('1 trabajo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pago por semana' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await shoot(page, 'earnings');

  const eachWeek = page.getByRole('region', { name: 'Cada semana' });
  await eachWeek.getByRole('button', { name: `Semana del ${week}: 1 trabajo, $1,839.25` }).click();
  const adjustments = eachWeek.getByRole('list', { name: `Ajustes, semana del ${week}` });
  await expect(adjustments.getByText(new RegExp(`^Cargo por cancelación tardía: ${service}, `))).toBeVisible();
  await expect(adjustments.getByText('$617.25')).toBeVisible();
  await expect(adjustments.getByText('-$12.50')).toBeVisible();
  await expect(eachWeek.getByText('Sin pagar todavía')).toBeVisible();
  const form = eachWeek.getByRole('form', { name: '¿Algo está mal en esta semana?' });
  await form.getByLabel('Qué está mal').fill('Falta un trabajo del martes');
  await form.getByRole('button', { name: 'Hacer un reclamo' }).click();
  // A whole week is disputed once it has ended (issue 54 item 5): this one has not, and the owner reads why, in
  // Spanish, beside the form; nothing is opened.
  await expect(form.getByRole('alert')).toContainText('Esa semana todavía no termina: reclámala cuando termine.');
  await expect(eachWeek.getByRole('list', { name: `Reclamos, semana del ${week}` })).toHaveCount(0);
  await shoot(page, 'earnings-week');
});
