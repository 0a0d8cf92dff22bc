import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AUTH, GENERAL } from '@vendor-portal/contract/messages';
import { test, expect, DEMO, openPrerendered, signAgreementByApi, signInByApi } from './fixtures.ts';
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
  const consoleProblems = watchConsole(page);
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
  await openPrerendered(page, '/login');
  // Submitting the empty form runs the form's zod schema, whose JIT would probe eval.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  // A signed-in page loaded in full (the layout skeleton of its HTML gives way to the app).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(consoleProblems).toEqual([]);
  expect(encodings.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});

/** Every console warning and error of the page, and every uncaught error (React reports a hydration mismatch so). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // Playwright's own note when a context blocks service workers is no problem of the page.
    if (m.text() === 'Service Worker registration blocked by Playwright') return;
    if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

// docs/decisions/006: what the server sends for each prerendered page (the service worker, blocked here, keeps
// copies of the same files) is hydrated as it is: the heading React ends up with is the very node the HTML
// painted, with no console problem. The signed-in pages' HTML paints the layout skeleton, which gives way to
// the layout without a jump.
test.describe('first paint from HTML', () => {
  test.use({ serviceWorkers: 'block' });

  test('each prerendered page is hydrated as the HTML painted it', async ({ page }) => {
    const consoleProblems = watchConsole(page);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
      });
    });
    for (const [url, heading] of [
      ['/login', AUTH.loginHeading('ServiceHub')],
      ['/get-started', AUTH.getStartedHeading('ServiceHub')],
      ['/register', AUTH.registerHeading],
      ['/reset-password?token=not-a-real-one', AUTH.resetPasswordHeading],
      ['/reset-password', AUTH.resetPasswordHeading],
      ['/no/such/page', GENERAL.notFoundTitle],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForFunction(() => {
        const h1 = (window as unknown as { painted: Element | null }).painted;
        return h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
      });
      const same = await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { painted: Element | null }).painted,
      );
      expect(same, `${url}: the heading was rendered again`).toBe(true);
    }
    expect(consoleProblems).toEqual([]);
  });

  test('a signed-in page paints the layout skeleton, then the layout without a jump', async ({ page, request }) => {
    const consoleProblems = watchConsole(page);
    const token = await signInByApi(page, DEMO.email, DEMO.password);
    await signAgreementByApi(request, token);
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number; skeleton: boolean };
      w.shift = 0;
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.skeleton = !!document.querySelector('#root main[aria-busy]');
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const { shift, skeleton } = await page.evaluate(() => {
        const w = window as unknown as { shift: number; skeleton: boolean };
        return { shift: w.shift, skeleton: w.skeleton };
      });
      expect(skeleton, `the HTML at ${width} px paints the skeleton`).toBe(true);
      expect(shift, `layout shift at ${width} px`).toBeLessThan(0.1);
    }
    expect(consoleProblems).toEqual([]);
  });
});

test('npm start serves an existing build without rebuilding it, on a fresh data directory', async () => {
  // The journeys run against the build that `npm run test:e2e` has just made, so nothing is stale.
  // Migrations and the demo seed on a fresh directory: seconds on an idle machine, over a minute on a loaded one
  // beside the other workers' servers and browsers (60 s ran out with three workers at load 31), as for the
  // workers' own servers (e2e/fixtures.ts).
  test.setTimeout(240_000);
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
        { timeout: 180_000 },
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
