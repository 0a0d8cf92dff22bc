import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERAL } from '@vendor-portal/contract/messages';
import { test, expect, DEMO, signAgreementByApi, signInByApi } from './fixtures.ts';
import { freePort } from '../scripts/free-port.mjs';

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

test('a page whose chunk cannot load offers a reload; the other pages keep working', async ({ page, request }) => {
  const token = await signInByApi(page, DEMO.email, DEMO.password);
  await signAgreementByApi(request, token); // another journey may have published a new version
  await page.route(/\/assets\/account-page-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: GENERAL.pageLoadFailedTitle })).toBeVisible();
  await expect(page.getByText(GENERAL.pageLoadFailedText)).toBeVisible();
  await page.unroute(/\/assets\/account-page-[^/]+\.js$/);
  await page.getByRole('button', { name: GENERAL.reloadPage }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});

test('a signed-out visitor of a guarded page lands on /login', async ({ page }) => {
  await page.goto('/services');
  await expect(page).toHaveURL(/\/login$/);
});

test('pages run under the CSP without a violation, a console warning or error, and get compressed assets', async ({
  page,
}) => {
  const consoleProblems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') consoleProblems.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const encodings: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/assets/') && res.url().endsWith('.js'))
      encodings.push(res.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/login');
  // Submitting the empty form runs the form's zod schema, whose JIT would probe eval.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(consoleProblems).toEqual([]);
  expect(encodings.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});

test('npm start serves an existing build without rebuilding it, on a fresh data directory', async () => {
  // The journeys run against the build that `npm run test:e2e` has just made, so nothing is stale.
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-e2e-start-'));
  const port = await freePort();
  const builtAt = fs.statSync('apps/web/dist/index.html').mtimeMs;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    expect(output).toContain('demo sign-in: demo@vendor.test');
    expect(output).not.toContain('Building');
    expect(fs.statSync('apps/web/dist/index.html').mtimeMs).toBe(builtAt);
  } catch (error) {
    console.log(output);
    throw error;
  } finally {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
