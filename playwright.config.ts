import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { journeyClockOffset } from './testing/test-clock.mjs';

// Browser journeys in Debian's chromium against the production build (npm run build). Each worker starts its
// own server on a free port and a fresh data directory (e2e/fixtures.ts, the worker-scoped `server` fixture)
// and points baseURL at it, so spec files run side by side without sharing data.
//
// Workers: E2E_WORKERS, else 3 on a machine of up to 6 cores, else half the cores. Measured on the 2-core
// machine (shared with other work, docs/how-to/testing.md): 3 workers ran the journeys in 10 min, 2 in 19 to 21
// min. A journey mostly waits (on its server, on the browser), so a third worker fills the waits.
// The journeys' clock (testing/test-clock.mjs): read once, here in the runner's main process, so that every worker
// (which inherits the environment) and its server and pages share one shift. The run starts at 10:00 in Denver,
// far from its midnight, whatever the machine's hour: a journey that books "tomorrow" reads it as tomorrow.
process.env.E2E_CLOCK_OFFSET_MS ??= String(journeyClockOffset());

const workers = Number(process.env.E2E_WORKERS) || Math.max(3, Math.floor(os.availableParallelism() / 2));

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side; the tests of one file run in order in one worker (some build on the one before).
  fullyParallel: false,
  workers,
  retries: 0,
  // Bounds against a hang, not speed checks (docs/how-to/testing.md "Waiting"): under load (both cores busy beside
  // a second suite) a signed-in page's first data took more than 10 s and a whole journey more than 60 s, while
  // nothing was wrong. A passing run never waits for them.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // The JSON report feeds the slowest-files table printed at the end of .ci/run (scripts/slowest-journeys.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/journeys.json' }]],
  reportSlowTests: { max: 10, threshold: 60_000 },
  outputDir: 'test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
