import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { freePort } from './scripts/free-port.mjs';

// Browser journeys in Debian's chromium against the production build (npm run build) served by
// the real server on a fresh data directory and a free port. The runner computes both once and
// hands them to its workers through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-e2e-'));
  process.env.E2E_OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
}
const port = process.env.E2E_PORT;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --enable-source-maps apps/api/dist/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Demo seed + migrations take a few seconds on an idle machine, a minute on a loaded one.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      OPS_TOKEN: process.env.E2E_OPS_TOKEN!,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  },
});
