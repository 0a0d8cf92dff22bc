import { test, expect } from './fixtures.ts';

test('the server answers health, JSON 404s and the SPA on one port', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const api404 = await request.get('/api/anything-unknown');
  expect(api404.status()).toBe(404);
  expect(await api404.json()).toMatchObject({ statusCode: 404, code: 'not-found' });
  const spa = await request.get('/no/such/page');
  expect(spa.status()).toBe(200);
  expect(await spa.text()).toContain('<div id="root">');
});

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
});

test('a signed-out visitor of a guarded page lands on /login', async ({ page }) => {
  await page.goto('/services');
  await expect(page).toHaveURL(/\/login$/);
});
